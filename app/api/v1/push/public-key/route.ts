import { route } from "@/lib/http/route";
import { pushApi } from "@/lib/push/contract";
import { getPushPublicKey } from "@/lib/push/service";

export const GET = route(pushApi.publicKey, () => getPushPublicKey());
