interface FlowProgressProps {
  titles: readonly string[];
  current: number;
}

/** "Stap n van 6" and every step by name in order, the current one marked for screen readers. */
export function FlowProgress({ titles, current }: FlowProgressProps) {
  return (
    <section className="flow-progress" aria-label="Voortgang">
      <p className="flow-progress-count">
        Stap {current + 1} van {titles.length}
      </p>
      <ol className="flow-steps">
        {titles.map((title, index) => (
          <li
            key={title}
            className={
              index === current
                ? 'flow-step flow-step-current'
                : index < current
                  ? 'flow-step flow-step-done'
                  : 'flow-step'
            }
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="flow-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="flow-step-title">
              {title}
              {index < current && <span className="visually-hidden"> (afgerond)</span>}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
