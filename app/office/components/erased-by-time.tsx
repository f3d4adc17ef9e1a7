import { Link } from "react-router";
import { counted } from "~/domain/counted";
import { type ErasedCounts, KEPT_KINDS, RETENTION } from "~/domain/personal-data";

/** What the last daily erasure removed of people's data, kind by kind. */
export function ErasedByTime({ last }: { last: { day: string; erased: ErasedCounts } | null }) {
  const erased = KEPT_KINDS.filter((kind) => last && last.erased[kind] > 0).map((kind) =>
    counted(last!.erased[kind], ...RETENTION[kind].counted),
  );
  return (
    <section aria-labelledby="erased-heading">
      <h2 id="erased-heading">People&apos;s data</h2>
      <p>
        {!last
          ? "The site erases once a day what has passed its time; it has not yet."
          : erased.length === 0
            ? `On ${last.day} nothing had passed its time.`
            : `On ${last.day} the site erased what had passed its time: ${erased.join(", ")}.`}{" "}
        <Link to="/processing-record">Record of processing</Link>
      </p>
    </section>
  );
}
