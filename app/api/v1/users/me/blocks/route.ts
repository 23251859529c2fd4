import { route } from "@/lib/http/route";
import { safetyApi } from "@/lib/safety/contract";
import { listMyBlocks } from "@/lib/safety/service";

export const GET = route(safetyApi.blocks, ({ actor }) => listMyBlocks(actor));
