import { useRouteLoaderData } from "react-router";
import { DEFAULT_BRAND, type SiteBrand } from "~/domain/brand";

/** The office's name, colour and words, loaded once per request by the root. */
export function useSiteBrand(): SiteBrand {
  const data = useRouteLoaderData("root") as { brand?: SiteBrand } | undefined;
  return data?.brand ?? DEFAULT_BRAND;
}

/** The page's title, followed by the office's name as every page's is. */
export function PageTitle({ children }: { children: string }) {
  const { name } = useSiteBrand();
  return <title>{`${children} · ${name}`}</title>;
}
