import { passwordProblems } from '@bp/api-schema';
import './PasswordChecklist.css';

// The rules every password is measured against: an empty password breaks all of them.
const BASE_RULES = passwordProblems('');

interface PasswordChecklistProps {
  id: string;
  password: string;
  email?: string;
}

/**
 * The password rules as a live checklist, worded by the same function the server validates
 * with. Rules that only apply sometimes (too long, equal to the e-mail) appear when broken.
 */
export function PasswordChecklist({ id, password, email }: PasswordChecklistProps) {
  const problems = passwordProblems(password, email);
  const rules = [...BASE_RULES, ...problems.filter((problem) => !BASE_RULES.includes(problem))];
  return (
    <div id={id} className="password-checklist">
      <p className="field-hint">Eisen aan uw wachtwoord:</p>
      <ul>
        {rules.map((rule) => {
          const met = !problems.includes(rule);
          return (
            <li key={rule} className={met ? 'rule rule-met' : 'rule rule-unmet'}>
              <span className="rule-mark" aria-hidden="true">
                {met ? '✓' : '–'}
              </span>
              <span>
                {rule}{' '}
                <span className="visually-hidden">{met ? '(voldaan)' : '(nog niet voldaan)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
