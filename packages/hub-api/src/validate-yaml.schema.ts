import { z } from "zod";
import { ErrorBody } from "./common.schema.ts";
import { named } from "./registry.ts";

const Messages = z.array(z.strictObject({ message: z.string() }));

/** `POST /api/validate-yaml` (docs/reference/uploads-and-commits.md#validate-a-card): a README's front matter is usable; `errors` is empty. */
export const YamlValidation = named("YamlValidation", z.strictObject({ errors: Messages, warnings: Messages }));

/** `POST /api/validate-yaml` (400): the front matter is not usable; the clients read `errors`. */
export const YamlInvalid = named("YamlInvalid", ErrorBody.extend(YamlValidation.shape));

export type YamlValidation = z.infer<typeof YamlValidation>;
export type YamlInvalid = z.infer<typeof YamlInvalid>;
