import { describeRuleCases } from "./testing/rule-suite.ts";

describeRuleCases("timm");
