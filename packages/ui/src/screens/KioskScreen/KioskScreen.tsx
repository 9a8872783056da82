import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { CURRENCY_LABEL, PIN_LENGTH } from '@roombook/domain/constants';
import { orderTotals, receiptLine } from '@roombook/domain/kiosk/rules/order-totals';
import type { KioskMenu, KioskMenuItem, KioskOrderBody, KioskReceipt } from '@roombook/domain/kiosk/schemas';
import { TEXTS } from '@roombook/domain/messages';
import { formatDkk } from '@roombook/domain/money/index';
import { formatReportDateTime } from '@roombook/domain/reports/format';
import { Alert } from '../../Alert/Alert';
import { Button } from '../../Button/Button';
import { Select } from '../../Select/Select';
import { DeviceSignOut } from '../shared/DeviceSignOut';
import { PinEntry } from '../shared/PinEntry';
import * as s from './KioskScreen.css';

const T = TEXTS.kiosk;

/** An amount as the kiosk shows it: Danish format and 'kr.' (ADR 023). */
export const kr = (ore: number): string => `${formatDkk(ore)} ${CURRENCY_LABEL}`;

export interface KioskScreenProps {
  /** The canteen, its items with prices and the companies of its location (`GET /api/kiosk/menu`). */
  menu: KioskMenu;
  /** Places an order; answers the receipt, or rejects with an Error whose message the screen shows. */
  onOrder: (order: KioskOrderBody) => Promise<KioskReceipt>;
  /** Signs the kiosk out, once the staff have confirmed. */
  onSignOut: () => void | Promise<void>;
  /** Prints the page; only the receipt prints (default: the browser's print). */
  onPrint?: () => void;
}

type Step = 'menu' | 'identify' | 'receipt';

/** Moves focus to a step's heading when the step comes, so keyboard and screen-reader users know where they are. */
function useStepHeading<T extends HTMLElement>(step: Step) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [step]);
  return ref;
}

/**
 * The canteen kiosk (/kiosk, docs/decisions/038): the menu as large touch targets with the prices including
 * tax, the order with + / − and its running total (the same `orderTotals` as the receipt), then 'Order as
 * Guest' or the company and PIN (a pad with large keys; the PIN is never shown), and the receipt, with a Print
 * button where the canteen has a printer. The web route and the stories feed it; it keeps only the order in
 * progress.
 */
export function KioskScreen({ menu, onOrder, onSignOut, onPrint = () => window.print() }: KioskScreenProps) {
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [step, setStep] = useState<Step>('menu');
  const [receipt, setReceipt] = useState<KioskReceipt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'guest' | 'employee' | null>(null);
  const [companyId, setCompanyId] = useState<number | null>(menu.companies.length === 1 ? menu.companies[0]!.id : null);
  const [pin, setPin] = useState('');
  const heading = useStepHeading<HTMLHeadingElement>(step);
  const orderHeading = useRef<HTMLHeadingElement>(null);

  // The order's lines in the menu's order; an item the menu no longer has drops out.
  const lines = useMemo(
    () => menu.items.filter((item) => (counts[item.id] ?? 0) > 0).map((item) => ({ item, quantity: counts[item.id]! })),
    [menu.items, counts],
  );
  const totals = orderTotals(lines.map(({ item, quantity }) => ({ price: item.price, quantity })));

  const change = (item: KioskMenuItem, by: number) => {
    setError(null);
    setCounts((current) => ({ ...current, [item.id]: Math.min(99, Math.max(0, (current[item.id] ?? 0) + by)) }));
  };

  const place = async (employee: KioskOrderBody['employee']) => {
    setPending(employee ? 'employee' : 'guest');
    setError(null);
    try {
      const answer = await onOrder({ lines: lines.map(({ item, quantity }) => ({ itemId: item.id, quantity })), employee });
      setReceipt(answer);
      setCounts({});
      setPin('');
      setStep('receipt');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setPin('');
    } finally {
      setPending(null);
    }
  };

  const startAgain = () => {
    setReceipt(null);
    setError(null);
    setPin('');
    setStep('menu');
  };

  return (
    <div className={s.page}>
      <header className={s.header}>
        <div className={s.headerTitle}>
          <p className={s.kioskName}>{T.title}</p>
          <p className={s.canteenName}>{menu.canteen.locationName}</p>
        </div>
        <DeviceSignOut label={T.signOut} confirm={T.signOutConfirm} onSignOut={onSignOut} />
      </header>

      {step === 'menu' ? (
        <main className={s.main}>
          <section className={s.section} aria-labelledby="kiosk-menu-heading">
            <h1 id="kiosk-menu-heading" className={s.sectionHeading} ref={heading} tabIndex={-1}>
              {T.menuHeading}
            </h1>
            <p className={s.note}>{T.pricesIncludeTax}</p>
            {error ? <Alert kind="error">{error}</Alert> : null}
            {menu.items.length === 0 ? (
              <p>{T.noItems}</p>
            ) : (
              <ul className={s.items}>
                {menu.items.map((item) => (
                  <li key={item.id}>
                    <RACButton className={s.itemButton} data-chosen={(counts[item.id] ?? 0) > 0 || undefined} onPress={() => change(item, 1)}>
                      <span className={s.itemName}>
                        <VisuallyHidden>Add </VisuallyHidden>
                        {item.name}
                      </span>{' '}
                      <span className={s.itemPrice}>{kr(item.priceWithTax)}</span>
                      {(counts[item.id] ?? 0) > 0 ? (
                        <span className={s.itemCount} aria-hidden="true">
                          {counts[item.id]}
                        </span>
                      ) : null}
                    </RACButton>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <OrderPanel
            lines={lines}
            totalIncludingTax={totals.totalIncludingTax}
            pending={pending}
            onChange={change}
            onClear={() => setCounts({})}
            onGuest={() => void place(null)}
            onIdentify={() => {
              setError(null);
              setStep('identify');
            }}
            headingRef={orderHeading}
          />
        </main>
      ) : null}
      {step === 'menu' && lines.length > 0 ? (
        <div className={s.phoneBar}>
          <span aria-hidden="true">{kr(totals.totalIncludingTax)}</span>
          <Button
            className={s.bigButton}
            onPress={() => {
              orderHeading.current?.scrollIntoView({ block: 'start' });
              orderHeading.current?.focus();
            }}
          >
            {T.reviewOrder}
          </Button>
        </div>
      ) : null}

      {step === 'identify' ? (
        <main className={s.single}>
          <section className={s.identifyCard} aria-labelledby="kiosk-identify-heading">
            <div className={s.identifyWho}>
              <h1 id="kiosk-identify-heading" className={s.sectionHeading} ref={heading} tabIndex={-1}>
                {T.identifyHeading}
              </h1>
              <p className={s.total}>
                <span>{T.total}</span>
                <span>{kr(totals.totalIncludingTax)}</span>
              </p>
              {error ? <Alert kind="error">{error}</Alert> : null}
              <Select
                label={T.company}
                items={menu.companies.map((company) => ({ id: company.id, label: company.name }))}
                selectedKey={companyId}
                onSelectionChange={(key) => setCompanyId(key === null ? null : Number(key))}
                isRequired
              />
            </div>
            <div className={s.identifyPin}>
              <PinEntry label={T.pin} pin={pin} onChange={setPin} isDisabled={pending !== null} />
            </div>
            <div className={`${s.stepActions} ${s.identifyActions}`}>
              <Button variant="secondary" className={s.bigButton} onPress={() => setStep('menu')} isDisabled={pending !== null}>
                {T.back}
              </Button>
              <Button
                className={s.bigButton}
                isDisabled={companyId === null || pin.length !== PIN_LENGTH || lines.length === 0}
                isPending={pending === 'employee'}
                onPress={() => void place({ companyId: companyId!, pinCode: pin })}
              >
                {T.placeOrder}
              </Button>
            </div>
          </section>
        </main>
      ) : null}

      {step === 'receipt' && receipt ? (
        <main className={s.single}>
          <Receipt receipt={receipt} headingRef={heading}>
            <div className={s.stepActions}>
              {receipt.canteen.printerEnabled ? (
                <Button variant="secondary" className={s.bigButton} onPress={onPrint}>
                  {T.print}
                </Button>
              ) : null}
              <Button className={s.bigButton} onPress={startAgain}>
                {T.newOrder}
              </Button>
            </div>
          </Receipt>
        </main>
      ) : null}

    </div>
  );
}

const VisuallyHidden = ({ children }: { children: ReactNode }) => <span className={s.hidden}>{children}</span>;

interface OrderPanelProps {
  lines: ReadonlyArray<{ item: KioskMenuItem; quantity: number }>;
  totalIncludingTax: number;
  pending: 'guest' | 'employee' | null;
  onChange: (item: KioskMenuItem, by: number) => void;
  onClear: () => void;
  onGuest: () => void;
  onIdentify: () => void;
  /** The panel's heading, which the phone's 'Review order' brings into view. */
  headingRef: RefObject<HTMLHeadingElement>;
}

/** The order in progress: each line with − / +, its amount with tax, the running total, and the ways to order. */
function OrderPanel({ lines, totalIncludingTax, pending, onChange, onClear, onGuest, onIdentify, headingRef }: OrderPanelProps) {
  const empty = lines.length === 0;
  return (
    <section className={s.orderPanel} aria-labelledby="kiosk-order-heading">
      <h2 id="kiosk-order-heading" className={s.sectionHeading} ref={headingRef} tabIndex={-1}>
        {T.orderHeading}
      </h2>
      {empty ? (
        <p className={s.note}>{T.emptyOrder}</p>
      ) : (
        <ul className={s.lines}>
          {lines.map(({ item, quantity }) => (
            <li key={item.id} className={s.line}>
              <span className={s.lineName}>{item.name}</span>
              <span className={s.lineAmount}>{kr(receiptLine({ itemId: item.id, name: item.name, price: item.price, quantity }).amountWithTax)}</span>
              <span className={s.stepper}>
                <RACButton className={s.stepButton} aria-label={T.remove(item.name)} onPress={() => onChange(item, -1)}>
                  −
                </RACButton>
                <output className={s.quantity} aria-label={T.quantityOf(item.name)}>
                  {quantity}
                </output>
                <RACButton className={s.stepButton} aria-label={T.add(item.name)} isDisabled={quantity >= 99} onPress={() => onChange(item, 1)}>
                  +
                </RACButton>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={s.total} role="status" aria-labelledby="kiosk-total-label">
        <span id="kiosk-total-label">{T.total}</span>
        <span>{kr(totalIncludingTax)}</span>
      </p>
      <div className={s.actions}>
        <Button className={s.bigButton} fullWidth isDisabled={empty || (pending !== null && pending !== 'guest')} isPending={pending === 'guest'} onPress={onGuest}>
          {T.orderAsGuest}
        </Button>
        <Button variant="secondary" className={s.bigButton} fullWidth isDisabled={empty || pending !== null} onPress={onIdentify}>
          {T.identify}
        </Button>
        <Button variant="ghost" fullWidth isDisabled={empty || pending !== null} onPress={onClear}>
          {T.clearOrder}
        </Button>
      </div>
    </section>
  );
}

/** The receipt: number, time, who ordered, the lines with their amounts with tax, and the three totals. */
function Receipt({ receipt, headingRef, children }: { receipt: KioskReceipt; headingRef: RefObject<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <section className={s.stepCard} aria-labelledby="kiosk-receipt-heading">
      <div className={s.receiptHead}>
        <h1 id="kiosk-receipt-heading" className={s.sectionHeading} ref={headingRef} tabIndex={-1}>
          {T.receiptHeading}
        </h1>
        <p className={s.note}>{receipt.canteen.locationName}</p>
      </div>
      <p className={s.total}>{T.thanks(receipt.buyerName)}</p>
      <dl className={s.facts}>
        <dt className={s.factTerm}>{T.orderNumber}</dt>
        <dd className={s.factValue}>
          <span className={s.receiptNumber}>{receipt.orderNumber}</span>
        </dd>
        <dt className={s.factTerm}>{T.time}</dt>
        <dd className={s.factValue}>{formatReportDateTime(receipt.createdAt)}</dd>
        <dt className={s.factTerm}>{T.buyer}</dt>
        <dd className={s.factValue}>{receipt.companyName ? `${receipt.buyerName}, ${receipt.companyName}` : receipt.buyerName}</dd>
      </dl>
      <table className={s.receiptTable}>
        <caption className={s.hidden}>{T.receiptHeading}</caption>
        <thead>
          <tr>
            <th scope="col" className={s.headCell}>
              {T.item}
            </th>
            <th scope="col" className={`${s.headCell} ${s.numberCell}`}>
              {T.quantity}
            </th>
            <th scope="col" className={`${s.headCell} ${s.numberCell}`}>
              {T.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={line.itemId}>
              <td className={s.cell}>{line.name}</td>
              <td className={s.numberCell}>{line.quantity}</td>
              <td className={s.numberCell}>{kr(line.amountWithTax)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className={s.footCell}>
              {T.totalExcludingTax}
            </th>
            <td className={`${s.footCell} ${s.numberCell}`}>{kr(receipt.totalExcludingTax)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className={s.footCell}>
              {T.tax}
            </th>
            <td className={`${s.footCell} ${s.numberCell}`}>{kr(receipt.tax)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className={s.grandCell}>
              {T.totalIncludingTax}
            </th>
            <td className={`${s.grandCell} ${s.numberCell}`}>{kr(receipt.totalIncludingTax)}</td>
          </tr>
        </tfoot>
      </table>
      {children}
    </section>
  );
}
