import { sapRpt1Oss } from "./sap-rpt-1-oss.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("sap-rpt-1-oss", sapRpt1Oss, [
	{
		name: "regression",
		model: { id: "sap/sap-rpt-1-oss", pipeline_tag: "tabular-regression" },
		contains: ["SAP_RPT_OSS_Regressor"],
		excludes: ["SAP_RPT_OSS_Classifier"],
	},
	{
		name: "classification",
		model: { id: "sap/sap-rpt-1-oss", pipeline_tag: "tabular-classification" },
		contains: ["SAP_RPT_OSS_Classifier"],
		excludes: ["SAP_RPT_OSS_Regressor"],
	},
]);
