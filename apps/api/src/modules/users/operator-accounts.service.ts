// Operator accounts (role Admin), made and unmade only by `npm run admin` (src/cli/admin.ts), never by
// sign-up. An operator is not a seller: an account with a shop is not promoted, and a demoted operator
// goes back to Client (or Vendeur if a shop was somehow theirs). The session reads the role at each
// request, so a change applies at once to an open session.
import { MSG, OPERATOR_MSG, OPERATOR_ROLE, OperatorAccountInput } from '@sugu/domain';
import type { Executor } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { hashSecret } from '../../lib/secrets.js';
import { parseOrThrow } from '../../lib/validation.js';
import { shopOfUser } from '../shops/index.js';
import { findTaken, findUserByLogin, insertUser, setPinHash, setRole } from './users.repository.js';

export async function createOperator(db: Executor, input: OperatorAccountInput): Promise<{ userId: string }> {
  const body = parseOrThrow(OperatorAccountInput, input);
  const taken = await findTaken(db, body.email, body.username);
  if (taken === 'email') throw conflict(MSG.emailTaken, 'email_taken');
  if (taken === 'username') throw conflict(MSG.usernameTaken, 'username_taken');
  const [passwordHash, pinHash] = await Promise.all([hashSecret(body.password), hashSecret(body.pin)]);
  const { id } = await insertUser(db, {
    email: body.email,
    username: body.username,
    passwordHash,
    pinHash,
    role: OPERATOR_ROLE,
    name: body.name,
    firstName: body.firstName,
    // Nobody else can sign in as this address: it was typed by whoever runs the server.
    isEmailVerified: true,
  });
  return { userId: id };
}

async function accountByEmail(db: Executor, email: string) {
  const account = await findUserByLogin(db, email);
  if (!account || account.email.toLowerCase() !== email.trim().toLowerCase()) {
    throw notFound(OPERATOR_MSG.accountNotFound, 'account_not_found');
  }
  return account;
}

export async function promoteOperator(
  db: Executor,
  email: string,
  pin?: string,
): Promise<{ userId: string }> {
  const account = await accountByEmail(db, email);
  if (account.role === OPERATOR_ROLE) throw conflict(OPERATOR_MSG.alreadyOperator, 'already_operator');
  if (await shopOfUser(db, account.id))
    throw conflict(OPERATOR_MSG.sellerCannotOperate, 'seller_cannot_operate');
  if (pin !== undefined) {
    const checked = parseOrThrow(OperatorAccountInput.shape.pin, pin);
    await setPinHash(db, account.id, await hashSecret(checked));
  } else if (!account.pinHash) {
    throw conflict(OPERATOR_MSG.pinNeeded, 'pin_needed');
  }
  await setRole(db, account.id, OPERATOR_ROLE);
  return { userId: account.id };
}

export async function demoteOperator(db: Executor, email: string): Promise<{ userId: string; role: string }> {
  const account = await accountByEmail(db, email);
  if (account.role !== OPERATOR_ROLE) throw conflict(OPERATOR_MSG.notOperator, 'not_operator');
  const role = (await shopOfUser(db, account.id)) ? 'Vendeur' : 'Client';
  await setRole(db, account.id, role);
  return { userId: account.id, role };
}
