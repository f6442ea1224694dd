# pip install -U git+https://github.com/SAP-samples/sap-rpt-1-oss
from sklearn.datasets import load_breast_cancer
from sklearn.metrics import accuracy_score
from sklearn.model_selection import train_test_split
from sap_rpt_oss import SAP_RPT_OSS_Classifier

X, y = load_breast_cancer(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=42)

# The estimator downloads its checkpoint (sap/sap-rpt-1-oss) on first use.
clf = SAP_RPT_OSS_Classifier(max_context_size=2048, bagging=1)
clf.fit(X_train, y_train)
print("Accuracy", accuracy_score(y_test, clf.predict(X_test)))
