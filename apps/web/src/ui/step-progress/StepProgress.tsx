import './step-progress.css';

interface StepProgressProps {
  titles: readonly string[];
  /** Index of the current step. */
  current: number;
  /** Names the whole progress as a region (e.g. "Voortgang"); without it, a plain group. */
  regionLabel?: string;
  /** Names the list of steps (e.g. "Stappen van de berekening"). */
  listLabel?: string;
  /** On a phone only the current step keeps its name: many names do not fit beside each other. */
  compactOnPhone?: boolean;
}

/**
 * "Stap n van m" and every step by name in order, the current one marked (aria-current="step")
 * and the done ones told to screen readers: the calculation wizard and the add-investment flow.
 */
export function StepProgress({
  titles,
  current,
  regionLabel,
  listLabel,
  compactOnPhone = false,
}: StepProgressProps) {
  const content = (
    <>
      <p className="step-progress-count">
        Stap {current + 1} van {titles.length}
      </p>
      <ol className="step-list" aria-label={listLabel}>
        {titles.map((title, index) => (
          <li
            key={`${index}-${title}`}
            className={
              index === current
                ? 'step-item step-item-current'
                : index < current
                  ? 'step-item step-item-done'
                  : 'step-item'
            }
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="step-number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="step-title">
              {title}
              {index < current && <span className="visually-hidden"> (afgerond)</span>}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
  const className = compactOnPhone ? 'step-progress step-progress-compact' : 'step-progress';
  return regionLabel ? (
    <section className={className} aria-label={regionLabel}>
      {content}
    </section>
  ) : (
    <div className={className}>{content}</div>
  );
}
