import { describeRuleTable } from "./testing/rule-suite.ts";

describeRuleTable("setfit");
