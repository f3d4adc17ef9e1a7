import type { AppServices } from "~/services/context.server";

export async function seedDemoContent(_services: AppServices): Promise<void> {}
