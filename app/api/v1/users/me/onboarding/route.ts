import { route } from "@/lib/http/route";
import { profilesApi } from "@/lib/profiles/contract";
import { completeOnboarding } from "@/lib/profiles/service";

export const POST = route(profilesApi.completeOnboarding, ({ actor }) => completeOnboarding(actor));
