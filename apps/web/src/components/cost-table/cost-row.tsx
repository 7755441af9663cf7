import type { ReactNode } from 'react';

export interface CostRowProps {
  /** What the line is (a text, or a text with its chooser). */
  label: ReactNode;
  /** What it costs. */
  children: ReactNode;
  className?: string;
  /** On the amount cell. */
  testId?: string;
  /** On the whole row. */
  rowTestId?: string;
}

/**
 * One line of a cost table — what it is, then what it costs — shared by the order check's 合计 (LandedCost)
 * and the 到家费用估算 panel, so both read alike.
 */
export function CostRow({ label, children, className, testId, rowTestId }: CostRowProps) {
  return (
    <tr className={className} data-testid={rowTestId}>
      <th>{label}</th>
      <td data-testid={testId}>{children}</td>
    </tr>
  );
}
