import { Form } from "react-router";
import {
  type DataRequest,
  DATA_REQUEST_KINDS,
  dataRequestFields,
  type DataRequestKind,
} from "~/domain/data-requests";
import type { FormValues } from "~/domain/form-fields";
import { FormField } from "~/ui/form-field";

export const LOG_REQUEST_INTENT = "log-request";
export const ANSWERED_INTENT = "answered";

interface DataRequestsPanelProps {
  requests: DataRequest[];
  today: string;
  values: FormValues<typeof dataRequestFields>;
  errors: Partial<Record<string, string>>;
}

/** The requests people made about their data, each with the day it is due, and the form that logs one. */
export function DataRequestsPanel({ requests, today, values, errors }: DataRequestsPanelProps) {
  return (
    <section aria-labelledby="data-requests-heading">
      <h2 id="data-requests-heading">Requests waiting for an answer</h2>
      {requests.length === 0 ? (
        <p>None. Log each request as it comes: the answer is due within 7 days.</p>
      ) : (
        <ul className="data-requests">
          {requests.map((request) => (
            <li key={request.id}>
              <span>
                <strong>{DATA_REQUEST_KINDS[request.kind]}</strong>, came {request.receivedOn},{" "}
                {request.dueOn < today ? (
                  <strong>overdue since {request.dueOn}</strong>
                ) : (
                  <>due {request.dueOn}</>
                )}
                {request.note && `: ${request.note}`}
              </span>
              <Form method="post" className="data-requests__answer">
                <input type="hidden" name="id" value={request.id} />
                <button
                  type="submit"
                  name="intent"
                  value={ANSWERED_INTENT}
                  className="button button--secondary"
                >
                  Answered
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="form" noValidate>
        <FormField id="request-kind" field={dataRequestFields.kind} error={errors.kind}>
          {(control) => (
            <select {...control} defaultValue={values.kind}>
              <option value="">Choose…</option>
              {(Object.keys(DATA_REQUEST_KINDS) as DataRequestKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {DATA_REQUEST_KINDS[kind]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="request-received" field={dataRequestFields.receivedOn} error={errors.receivedOn}>
          {(control) => <input {...control} max={today} defaultValue={values.receivedOn || today} />}
        </FormField>
        <FormField id="request-note" field={dataRequestFields.note} error={errors.note}>
          {(control) => <input {...control} defaultValue={values.note} />}
        </FormField>
        <button type="submit" name="intent" value={LOG_REQUEST_INTENT} className="button">
          Log the request
        </button>
      </Form>
    </section>
  );
}
