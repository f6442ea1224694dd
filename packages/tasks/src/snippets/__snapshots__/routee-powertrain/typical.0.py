# pip install -U routee.powertrain huggingface_hub pandas
import pandas as pd
from routee.powertrain.registry.hf import HFRegistry

registry = HFRegistry(repo_id="acme/demo-model")
model_ids = registry.list_models()
print(model_ids)
model = registry.load(model_ids[0])

links = pd.DataFrame(
    {
        "distance_mi": [0.1, 0.2, 0.3],
        "speed_mph": [30, 40, 50],
        "grade_pct": [-5.0, 0.0, 5.0],
    }
)
print(model.predict(links))
