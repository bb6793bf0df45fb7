import { useBlocker } from 'react-router';
import { ConfirmDialogOnDemand } from './ConfirmDialogOnDemand';

/** Leaving for these is never held up: the session ended or the portal is in maintenance. */
const NEVER_BLOCKED = ['/login', '/maintenance'];

interface LeaveConfirmationProps {
  /**
   * Whether leaving the current page must be confirmed. A function is read at the moment of
   * navigation, so a state reset just before (logout) is already seen.
   */
  when: boolean | (() => boolean);
  question: string;
  /** A sentence under the question, e.g. where the work can be picked up again. */
  description?: string;
}

/** Asks before the user navigates to another page; staying is the default choice. */
export function LeaveConfirmation({ when, question, description }: LeaveConfirmationProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false;
    if (NEVER_BLOCKED.includes(nextLocation.pathname)) return false;
    return typeof when === 'function' ? when() : when;
  });

  return (
    <ConfirmDialogOnDemand
      open={blocker.state === 'blocked'}
      title={question}
      description={description}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
