import { useAppStore, type NotificationKind } from './store';

/** Toasts disappear after exactly this long (spec section 9). */
export const NOTIFICATION_DURATION_MS = 3000;

let nextId = 1;

export function notify(notification: {
  title: string;
  message: string;
  kind?: NotificationKind;
}): void {
  const id = nextId++;
  useAppStore.setState((state) => ({
    notifications: [
      ...state.notifications,
      {
        id,
        title: notification.title,
        message: notification.message,
        kind: notification.kind ?? 'info',
      },
    ],
  }));
  setTimeout(() => dismissNotification(id), NOTIFICATION_DURATION_MS);
}

export function dismissNotification(id: number): void {
  useAppStore.setState((state) => ({
    notifications: state.notifications.filter((notification) => notification.id !== id),
  }));
}
