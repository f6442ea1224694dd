# pip install -U git+https://github.com/SAP-samples/sap-rpt-1-oss
from sklearn.datasets import fetch_openml
from sklearn.metrics import r2_score
from sklearn.model_selection import train_test_split
from sap_rpt_oss import SAP_RPT_OSS_Regressor

data = fetch_openml(data_id=531, as_frame=True)
X_train, X_test, y_train, y_test = train_test_split(
    data.data, data.target.astype(float), test_size=0.5, random_state=42
)

# The estimator downloads its checkpoint (sap/sap-rpt-1-oss) on first use.
regressor = SAP_RPT_OSS_Regressor(max_context_size=2048, bagging=1)
regressor.fit(X_train, y_train)
print("R2", r2_score(y_test, regressor.predict(X_test)))
