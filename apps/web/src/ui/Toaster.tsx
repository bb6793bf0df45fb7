import { Toast } from 'radix-ui';
import { dismissNotification } from '../lib/notifications';
import { useAppStore } from '../lib/store';

/**
 * Shows the notifications of the store as toasts. Each one is removed by lib/notifications after
 * exactly 3 s, so radix-ui's own timer is switched off (duration Infinity).
 */
export function Toaster() {
  const notifications = useAppStore((state) => state.notifications);
  return (
    <Toast.Provider label="Melding" duration={Infinity}>
      {notifications.map((notification) => (
        <Toast.Root
          key={notification.id}
          className={`toast toast-${notification.kind}`}
          type={notification.kind === 'error' ? 'foreground' : 'background'}
          open
          onOpenChange={(open) => {
            if (!open) dismissNotification(notification.id);
          }}
        >
          <Toast.Title className="toast-title">{notification.title}</Toast.Title>
          <Toast.Description className="toast-message">{notification.message}</Toast.Description>
          <Toast.Close className="toast-close" aria-label="Sluiten">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" label="Meldingen ({hotkey})" />
    </Toast.Provider>
  );
}
