import { route } from "@/lib/http/route";
import { listMyBlocks } from "@/lib/safety/service";

export const GET = route({ auth: "member" }, ({ actor }) => listMyBlocks(actor));
