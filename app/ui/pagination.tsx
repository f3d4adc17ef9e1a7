import { Link } from "react-router";
import { useTranslation } from "~/i18n/language-context";

interface PaginationProps {
  page: number;
  pages: number;
  /** The list address for a given page number. */
  hrefFor: (page: number) => string;
}

/** Page numbers shown around the current one, with the first and last always reachable. */
function visiblePages(page: number, pages: number): (number | "gap")[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) result.push("gap");
    result.push(n);
  });
  return result;
}

export function Pagination({ page, pages, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("Pages")}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="pagination__step" rel="prev">
          {t("Previous page")}
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          {t("Previous page")}
        </span>
      )}
      <ol className="pagination__pages">
        {visiblePages(page, pages).map((entry, index) =>
          entry === "gap" ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefFor(entry)}
                className="pagination__page"
                aria-current={entry === page ? "page" : undefined}
                aria-label={t("Page {{page}}", { page: entry })}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className="pagination__step" rel="next">
          {t("Next page")}
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          {t("Next page")}
        </span>
      )}
    </nav>
  );
}
