import { code } from "./shared/code-template.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

const INSTALL = "# pip install -U git+https://github.com/SAP-samples/sap-rpt-1-oss";
const NOTE = "# The estimator downloads its checkpoint (sap/sap-rpt-1-oss) on first use.";

/**
 * sap-rpt-1-oss: a tabular in-context learner with a scikit-learn interface. Regression models
 * (pipeline tag `tabular-regression`) get the regressor; everything else the classifier.
 */
export const sapRpt1Oss: SnippetGenerator = (model) => {
	if (model.pipeline_tag === "tabular-regression") {
		return [
			python(
				"Regression on a table",
				code`
					${INSTALL}
					from sklearn.datasets import fetch_openml
					from sklearn.metrics import r2_score
					from sklearn.model_selection import train_test_split
					from sap_rpt_oss import SAP_RPT_OSS_Regressor

					data = fetch_openml(data_id=531, as_frame=True)
					X_train, X_test, y_train, y_test = train_test_split(
					    data.data, data.target.astype(float), test_size=0.5, random_state=42
					)

					${NOTE}
					regressor = SAP_RPT_OSS_Regressor(max_context_size=2048, bagging=1)
					regressor.fit(X_train, y_train)
					print("R2", r2_score(y_test, regressor.predict(X_test)))
				`,
			),
		];
	}
	return [
		python(
			"Classification on a table",
			code`
				${INSTALL}
				from sklearn.datasets import load_breast_cancer
				from sklearn.metrics import accuracy_score
				from sklearn.model_selection import train_test_split
				from sap_rpt_oss import SAP_RPT_OSS_Classifier

				X, y = load_breast_cancer(return_X_y=True)
				X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=42)

				${NOTE}
				clf = SAP_RPT_OSS_Classifier(max_context_size=2048, bagging=1)
				clf.fit(X_train, y_train)
				print("Accuracy", accuracy_score(y_test, clf.predict(X_test)))
			`,
		),
	];
};
