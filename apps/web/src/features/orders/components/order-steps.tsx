const STEPS = ['确认订单', '付款', '完成'];

/** The flow's steps: check → settle → success. */
export function OrderSteps({ current }: { current: number }) {
  return (
    <ol className="order-steps" aria-label="下单步骤">
      {STEPS.map((s, i) => (
        <li
          key={s}
          className={i === current ? 'is-current' : i < current ? 'is-done' : ''}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="order-steps__no">{i < current ? <i className="pi pi-check" aria-hidden="true" /> : i + 1}</span>
          {s}
        </li>
      ))}
    </ol>
  );
}
