import type { ListingAgentCard } from "~/domain/listing-agent";
import { useTranslation } from "~/i18n/language-context";

/** The person who looks after the listing: who a visitor's call, chat or enquiry reaches. */
export function ListingAgentPanel({ agent }: { agent: ListingAgentCard }) {
  const { t } = useTranslation();
  return (
    <section className="listing-agent" aria-labelledby="listing-agent-heading">
      {agent.photoUrl && (
        <img src={agent.photoUrl} alt="" width={64} height={64} loading="lazy" decoding="async" />
      )}
      <div>
        <h2 id="listing-agent-heading">{t("Your agent for this listing")}</h2>
        <p className="listing-agent__name">{agent.name}</p>
        {agent.earbNumber && <p>{t("EARB registration {{number}}", { number: agent.earbNumber })}</p>}
      </div>
    </section>
  );
}
