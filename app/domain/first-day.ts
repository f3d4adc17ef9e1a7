/**
 * What a new office does first, in order, each step done when the site says so; the dashboard
 * lists them until every step that matters is done.
 */

/** What the site knows of the office's first steps. */
export interface FirstDayProgress {
  /** The office gave its own name on "Your site". */
  named: boolean;
  /** A logo was given on "Your site". */
  hasLogo: boolean;
  whatsappNumber: boolean;
  contactPhone: boolean;
  /** The Estate Agents Registration Board number is set. */
  credentials: boolean;
  /** The viewing hours were saved at least once. */
  viewingHours: boolean;
  listings: number;
  /** A feed address was made. */
  feeds: boolean;
  /** The server can send e-mail (SMTP_URL) and the office's address for new messages is set. */
  emailSending: boolean;
  notificationAddress: boolean;
}

export interface FirstDayStep {
  title: string;
  /** Where the step is done. */
  to: string;
  done: boolean;
  /** A step some offices skip: it never keeps the list on the dashboard. */
  optional?: true;
  /** What is still missing, or how the step is finished elsewhere. */
  hint?: string;
}

export function firstDaySteps(progress: FirstDayProgress): FirstDayStep[] {
  return [
    {
      title: "Give the site your office's name, logo and colour",
      to: "/your-site",
      done: progress.named && progress.hasLogo,
      ...(progress.named && !progress.hasLogo && { hint: "Named; a logo is still to add." }),
    },
    {
      title: "Add your WhatsApp number and phone",
      to: "/settings",
      done: progress.whatsappNumber && progress.contactPhone,
    },
    {
      title: "Show your registration (EARB number) and hours",
      to: "/settings#credentials-heading",
      done: progress.credentials,
    },
    {
      title: "Set the hours visitors can book viewings",
      to: "/settings#viewing-hours-heading",
      done: progress.viewingHours,
    },
    {
      title: "Add your first listings, or import your spreadsheet",
      to: progress.listings === 0 ? "/import" : "/manage-properties",
      done: progress.listings > 0,
    },
    {
      title: "Send your listings to property portals",
      to: "/settings#feeds-heading",
      done: progress.feeds,
      optional: true,
    },
    {
      title: "Have new messages and bookings e-mailed to you",
      to: "/settings#notifications-heading",
      done: progress.emailSending && progress.notificationAddress,
      ...(!progress.emailSending && {
        hint: "The server sends e-mail once whoever runs it sets SMTP_URL; see the guide to running it.",
      }),
    },
  ];
}

/** Whether the checklist still shows: a step that matters is not done. */
export const firstDayUnfinished = (steps: readonly FirstDayStep[]): boolean =>
  steps.some((step) => !step.done && !step.optional);
