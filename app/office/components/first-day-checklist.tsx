import { Link } from "react-router";
import { type FirstDayStep, firstDayUnfinished } from "~/domain/first-day";

/** The office's first steps, each linking to where it is done, until those that matter are. */
export function FirstDayChecklist({ steps }: { steps: readonly FirstDayStep[] }) {
  if (!firstDayUnfinished(steps)) return null;
  const done = steps.filter((step) => step.done).length;
  return (
    <section aria-labelledby="first-day-heading" className="first-day">
      <h2 id="first-day-heading">Your first day</h2>
      <p>
        {done} of {steps.length} done. Each step links to where it is done;{" "}
        <a href="/" target="_blank" rel="noopener">
          preview your site
        </a>{" "}
        as visitors see it at any time.
      </p>
      <ol className="first-day__steps">
        {steps.map((step) => (
          <li
            key={step.title}
            className={step.done ? "first-day__step first-day__step--done" : "first-day__step"}
          >
            {step.done ? (
              <>
                <s>{step.title}</s> <span className="first-day__state">Done</span>
              </>
            ) : (
              <>
                <Link to={step.to}>{step.title}</Link>
                {step.optional && <span className="first-day__state"> (if you want)</span>}
              </>
            )}
            {step.hint && !step.done && <p className="first-day__hint">{step.hint}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
