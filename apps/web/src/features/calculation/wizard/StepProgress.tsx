interface StepProgressProps {
  titles: readonly string[];
  current: number;
}

/** Where the investor is in the wizard: every step by name, the current one marked. */
export function StepProgress({ titles, current }: StepProgressProps) {
  return (
    <div className="wizard-progress">
      <p className="wizard-progress-count">
        Stap {current + 1} van {titles.length}
      </p>
      <ol className="wizard-steps" aria-label="Stappen van de berekening">
        {titles.map((title, index) => (
          <li
            key={`${index}-${title}`}
            className={
              index === current
                ? 'wizard-step wizard-step-current'
                : index < current
                  ? 'wizard-step wizard-step-done'
                  : 'wizard-step'
            }
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="wizard-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <span>
              {title}
              {index < current && <span className="visually-hidden"> (afgerond)</span>}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
