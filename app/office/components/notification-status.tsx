import { describeNotification, type NotificationState } from "~/domain/notifications";

/** Whether the office was e-mailed about a message, and if not yet, why. */
export function NotificationStatus({ state }: { state: NotificationState }) {
  return (
    <span className={`notification-status notification-status--${state.kind}`}>
      {describeNotification(state)}
    </span>
  );
}
