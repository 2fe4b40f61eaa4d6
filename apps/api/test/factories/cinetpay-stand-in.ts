// A local stand-in for CinetPay, following its published API (docs.cinetpay.com): checkout
// (POST /v2/payment, POST /v2/payment/check) and transfers (POST /v1/auth/login, POST /v1/transfer/contact,
// POST /v1/transfer/money/send/contact, GET /v1/transfer/check/money). It keeps its transactions in memory
// and builds the notifications CinetPay would post, signed with the x-token HMAC.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cinetpayToken } from '../../src/modules/payments/cinetpay.provider.js';

export const STAND_IN = {
  apiKey: 'cle-api-test',
  siteId: '445160',
  secretKey: 'cle-secrete-test',
  password: 'mdp-api',
};

interface Payment {
  transaction_id: string;
  amount: number;
  currency: string;
  notify_url: string;
  return_url: string;
  status: 'PENDING' | 'WAITING_FOR_CUSTOMER' | 'ACCEPTED' | 'REFUSED';
  /** What check answers as amount (a test may make the provider disagree). */
  reportedAmount?: number;
}
interface Transfer {
  client_transaction_id: string;
  transaction_id: string;
  amount: number;
  phone: string;
  treatment_status: 'NEW' | 'REC' | 'VAL' | 'REJ';
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startCinetpayStandIn() {
  const payments = new Map<string, Payment>();
  const transfers = new Map<string, Transfer>();
  const tokens = new Set<string>();
  const calls: string[] = [];

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const text = await readBody(request);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    calls.push(`${request.method} ${url.pathname}`);
    const form = () => Object.fromEntries(new URLSearchParams(text));
    const tokenOk = () => tokens.has(url.searchParams.get('token') ?? '');
    const invalidToken = {
      code: '706',
      message: 'INVALID_TOKEN',
      description: 'Votre token est invalide',
      data: [],
    };

    if (request.method === 'POST' && url.pathname === '/v2/payment') {
      const body = JSON.parse(text);
      if (body.apikey !== STAND_IN.apiKey || String(body.site_id) !== STAND_IN.siteId) {
        return json(200, { code: '608', message: 'MINIMUM_REQUIRED_FIELDS', data: null });
      }
      for (const field of [
        'transaction_id',
        'amount',
        'currency',
        'description',
        'notify_url',
        'return_url',
        'channels',
      ]) {
        if (body[field] === undefined) return json(200, { code: '608', message: 'MINIMUM_REQUIRED_FIELDS' });
      }
      if (body.amount % 5 !== 0) return json(200, { code: '624', message: 'AMOUNT_MUST_BE_MULTIPLE_OF_5' });
      payments.set(body.transaction_id, {
        transaction_id: body.transaction_id,
        amount: body.amount,
        currency: body.currency,
        notify_url: body.notify_url,
        return_url: body.return_url,
        status: 'PENDING',
      });
      const token = `tok${body.transaction_id.replace(/-/g, '')}`;
      return json(200, {
        code: '201',
        message: 'CREATED',
        description: 'Transaction created with success',
        data: { payment_token: token, payment_url: `https://checkout.cinetpay.com/payment/${token}` },
      });
    }
    if (request.method === 'POST' && url.pathname === '/v2/payment/check') {
      const body = JSON.parse(text);
      const payment = payments.get(body.transaction_id);
      if (!payment || body.apikey !== STAND_IN.apiKey)
        return json(200, { code: '627', message: 'TRANSACTION_NOT_FOUND', data: {} });
      return json(200, {
        code: payment.status === 'ACCEPTED' ? '00' : '662',
        message: payment.status === 'ACCEPTED' ? 'SUCCES' : payment.status,
        data: {
          amount: String(payment.reportedAmount ?? payment.amount),
          currency: payment.currency,
          status: payment.status,
          payment_method: 'OMML',
          description: 'Recharge',
          metadata: null,
          operator_id: payment.status === 'ACCEPTED' ? 'MP221122.2115.A1' : null,
          payment_date: '2026-11-22 21:15:00',
        },
        api_response_id: '1663323067.7677',
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/auth/login') {
      const body = form();
      if (body.apikey !== STAND_IN.apiKey || body.password !== STAND_IN.password) {
        return json(200, { code: '701', message: 'INVALID_CREDENTIALS', data: [] });
      }
      const token = `jwt${tokens.size + 1}`;
      tokens.add(token);
      return json(200, { code: 0, message: 'OPERATION_SUCCES', data: { token } });
    }
    if (request.method === 'POST' && url.pathname === '/v1/transfer/contact') {
      if (!tokenOk()) return json(200, invalidToken);
      const contacts = JSON.parse(form().data ?? '[]') as Record<string, string>[];
      return json(200, {
        code: 0,
        message: 'OPERATION_SUCCES',
        data: [contacts.map((c) => ({ ...c, code: 0, status: 'success', lot: '0044557641201539786998' }))],
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/transfer/money/send/contact') {
      if (!tokenOk()) return json(200, invalidToken);
      const items = JSON.parse(form().data ?? '[]') as Record<string, string | number>[];
      const sent = items.map((item) => {
        const transfer: Transfer = {
          client_transaction_id: String(item.client_transaction_id),
          transaction_id: `EA221122.2115.X${transfers.size}`,
          amount: Number(item.amount),
          phone: String(item.phone),
          treatment_status: 'NEW',
        };
        transfers.set(transfer.client_transaction_id, transfer);
        return {
          ...item,
          code: 0,
          status: 'success',
          treatment_status: 'NEW',
          transaction_id: transfer.transaction_id,
          lot: '001709482344731677689638',
        };
      });
      return json(200, { code: 0, message: 'OPERATION_SUCCES', data: [sent] });
    }
    if (request.method === 'GET' && url.pathname === '/v1/transfer/check/money') {
      if (!tokenOk()) return json(200, invalidToken);
      const transfer = transfers.get(url.searchParams.get('client_transaction_id') ?? '');
      if (!transfer) return json(200, { code: '723', message: 'TRANSACTION_NOT_FOUND', data: [] });
      return json(200, {
        code: 0,
        message: 'OPERATION_SUCCES',
        data: [{ ...transfer, sending_status: 'CONFIRM' }],
      });
    }
    json(404, { code: '404', message: 'NOT_FOUND' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    payments,
    transfers,
    /** The payer's decision on CinetPay's page. */
    decide(transactionId: string, status: Payment['status']) {
      payments.get(transactionId)!.status = status;
    },
    /** The form CinetPay posts to notify_url after a payment changed, with its x-token. */
    paymentNotice(transactionId: string, secretKey = STAND_IN.secretKey) {
      const payment = payments.get(transactionId)!;
      const fields: Record<string, string> = {
        cpm_site_id: STAND_IN.siteId,
        cpm_trans_id: transactionId,
        cpm_trans_date: '2026-11-22 21:15:00',
        cpm_amount: String(payment.amount),
        cpm_currency: payment.currency,
        signature: 'a5f8c3d2e1',
        payment_method: 'OMML',
        cel_phone_num: '76123456',
        cpm_phone_prefixe: '223',
        cpm_language: 'fr',
        cpm_version: 'V4',
        cpm_payment_config: 'Single',
        cpm_page_action: 'Payment',
        cpm_custom: '',
        cpm_designation: 'Recharge',
        cpm_error_message: payment.status === 'ACCEPTED' ? 'SUCCES' : 'PAYMENT_FAILED',
      };
      return {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-token': cinetpayToken(secretKey, fields),
        },
        payload: new URLSearchParams(fields).toString(),
      };
    },
    /** The transfer's processing by CinetPay, then the (unsigned) form it posts to the transfer's notify_url. */
    transferNotice(clientTransactionId: string, status?: Transfer['treatment_status']) {
      const transfer = transfers.get(clientTransactionId)!;
      if (status) transfer.treatment_status = status;
      return {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          transaction_id: transfer.transaction_id,
          client_transaction_id: transfer.client_transaction_id,
          lot: '001709482344731677689638',
          amount: String(transfer.amount),
          receiver: transfer.phone,
          sending_status: 'CONFIRM',
          treatment_status: status ?? 'VAL',
          comment: '',
          operator_transaction_id: 'OP1',
          validated_at: '2026-11-22 21:16:00',
        }).toString(),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
