# pip install -U chronos-forecasting
import pandas as pd
from chronos import BaseChronosPipeline

pipeline = BaseChronosPipeline.from_pretrained("acme/demo-model", device_map="cpu")

context_df = pd.DataFrame(
    {
        "item_id": "series-1",
        "timestamp": pd.date_range("2024-01-01", periods=48, freq="D"),
        "target": [float(day % 7) for day in range(48)],
    }
)
forecast_df = pipeline.predict_df(
    context_df,
    prediction_length=12,
    quantile_levels=[0.1, 0.5, 0.9],
    id_column="item_id",
    timestamp_column="timestamp",
    target="target",
)
print(forecast_df.head())
