# pip install git+https://github.com/HanClinto/CollectorVision.git
import collector_vision as cvg
import cv2

catalog = cvg.Catalog.load("hf://HanClinto/milo/scryfall-mtg")
image = cv2.imread("card.jpg")
detection = cvg.NeuralCornerDetector().detect(image)
crop = detection.dewarp(image)
hits = catalog.search(catalog.embedder.embed(crop), top_k=5)
score, card_id = hits[0]
print(card_id, score)
