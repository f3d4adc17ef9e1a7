import { useRouteLoaderData } from "react-router";
import { DEFAULT_BRAND, type SiteBrand, UNNAMED_OFFICE } from "~/domain/brand";
import { useTranslation } from "~/i18n/language-context";
import { type HeaderLogo } from "~/domain/brand-images";

type RootData = { brand?: SiteBrand; brandLogo?: { headerLogo: HeaderLogo | null } } | undefined;

/**
 * The office's name, colour and words, loaded once per request by the root; a site not yet
 * named is "Your agency" in the page's language.
 */
export function useSiteBrand(): SiteBrand {
  const brand = (useRouteLoaderData("root") as RootData)?.brand ?? DEFAULT_BRAND;
  const { t } = useTranslation();
  return brand.name === UNNAMED_OFFICE ? { ...brand, name: t(UNNAMED_OFFICE) } : brand;
}

/** The header's logo, in the sizes the page shows it at; null when the office has none. */
export function useHeaderLogo(): HeaderLogo | null {
  return (useRouteLoaderData("root") as RootData)?.brandLogo?.headerLogo ?? null;
}

/** The page's title, followed by the office's name as every page's is. */
export function PageTitle({ children }: { children: string }) {
  const { name } = useSiteBrand();
  return <title>{`${children} · ${name}`}</title>;
}
