// History view of /portefeuille: 'Transactions' (orders as purchases and sales, signed only when
// their money moved through the wallet) and 'Recharge/Retrait' (settled deposits and withdrawals), switched
// by click or a 50 px swipe.
import {
  formatOrderAmount,
  type Order,
  WALLET_OPERATION,
  WALLET_STATUS,
  type WalletOperation,
} from '@sugu/domain';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { useId } from 'react';
import { Avatar } from '../../../shared/ui/Avatar';
import { ErrorNotice } from '../../../shared/ui/RegionState';
import { TabList, useTabPanel } from '../../../shared/ui/Tabs';
import { useMyOrders, useOperations } from '../api/wallet';
import { walletText } from '../text';
import { elapsedLabel } from './elapsed';
import { orderMoney } from './order-money';

const t = walletText;
export type HistoryTab = 'transactions' | 'operations';
const TABS: { key: HistoryTab; label: string }[] = [
  {
    key: 'transactions',
    get label() {
      return t.tabTransactions;
    },
  },
  {
    key: 'operations',
    get label() {
      return t.tabOperations;
    },
  },
];

export function WalletHistory({ tab, onTab }: { tab: HistoryTab; onTab: (tab: HistoryTab) => void }) {
  const tabs = { id: useId(), tabs: TABS, active: tab, onChange: onTab };
  const panel = useTabPanel(tabs);
  return (
    <section className="wallet__history">
      <TabList {...tabs} label={t.tabsLabel} />
      <div {...panel} className="wallet__panel">
        {tab === 'transactions' ? <Transactions /> : <Operations />}
      </div>
    </section>
  );
}

function Transactions() {
  const { data, isPending, isError, refetch } = useMyOrders(true);
  if (isPending) return <div className="spinner wallet__spinner" />;
  if (isError) return <ErrorNotice message={t.ordersLoadError} onRetry={() => void refetch()} />;
  if (data.length === 0) return <p className="wallet__empty muted">{t.noTransactions}</p>;
  return (
    <ul className="wallet__list" data-testid="wallet-transactions">
      {data.map((order) => (
        <TransactionRow key={order.id} order={order} />
      ))}
    </ul>
  );
}

const AMOUNT_CLASS = { '-': 'wallet__amount--out', '+': 'wallet__amount--in', none: 'wallet__amount--none' };

/** An order as a purchase or a sale: signed only if its money moved through the wallet (orderMoney). */
function TransactionRow({ order }: { order: Order }) {
  const purchase = order.viewerRole === 'buyer';
  const name = purchase ? order.orderShop.shopName : order.orderUser.username;
  const image = purchase ? order.orderShop.coverImgUrl : order.orderUser.profilePictureUrl;
  const money = orderMoney(order);
  return (
    <li className="wallet__row">
      <Avatar name={name} url={image} size={44} />
      <span className="wallet__row-main">
        <span className="wallet__row-name">{name}</span>
        <span className="wallet__row-detail muted">
          {purchase ? t.purchase : t.sale} · {order.orderProduct.productName}
        </span>
        <span className="wallet__row-time muted">{elapsedLabel(order.createAt)}</span>
      </span>
      <span className="wallet__money">
        <span
          className={`wallet__amount ${AMOUNT_CLASS[money.sign ?? 'none']}`}
          data-testid="transaction-amount"
        >
          {money.sign}
          {formatOrderAmount(money.amount, order.currency)}
        </span>
        <span className="wallet__money-status muted" data-testid="transaction-status">
          {money.status}
        </span>
      </span>
    </li>
  );
}

function Operations() {
  const { data, isPending, isError, refetch } = useOperations(true);
  if (isPending) return <div className="spinner wallet__spinner" />;
  if (isError) return <ErrorNotice message={t.ordersLoadError} onRetry={() => void refetch()} />;
  // Only settled deposits and withdrawals are listed.
  const settled = data.filter((op) => op.status === WALLET_STATUS.settled);
  if (settled.length === 0) return <p className="wallet__empty muted">{t.noOperations}</p>;
  return (
    <ul className="wallet__list">
      {settled.map((op) => (
        <OperationRow key={op.id} operation={op} />
      ))}
    </ul>
  );
}

function OperationRow({ operation }: { operation: WalletOperation }) {
  const deposit = operation.type === WALLET_OPERATION.deposit;
  const Icon = deposit ? ArrowDownLeft : ArrowUpRight;
  return (
    <li className="wallet__row">
      <span className={`wallet__avatar wallet__avatar--${deposit ? 'in' : 'out'}`} aria-hidden>
        <Icon size={22} />
      </span>
      <span className="wallet__row-main">
        <span className="wallet__row-name">{deposit ? t.deposit : t.withdrawal}</span>
        <span className="wallet__row-time muted">{elapsedLabel(operation.operationTime)}</span>
      </span>
      <span className={`wallet__amount ${deposit ? 'wallet__amount--in' : 'wallet__amount--out'}`}>
        {deposit ? '+' : '-'}
        {formatOrderAmount(operation.operationAmount, operation.currency)}
      </span>
    </li>
  );
}
