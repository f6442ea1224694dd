import { describeRuleTable } from "./testing/rule-suite.ts";

describeRuleTable("keras");
