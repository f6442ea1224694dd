"""Collection, like and people calls of the Python `huggingface_hub` client (v1.3.7 and v1.28.0), re-enacted with `requests`.

Both versions send the same requests and parse the same fields:

- Collections: `create_collection` POSTs `{title, namespace, private[, description]}` to `/api/collections`
  (the namespace from `whoami` when none is given; `exists_ok` reads the 409's `slug` and calls
  `get_collection`); `get_collection` GETs `/api/collections/{slug}`; `update_collection_metadata` PATCHes
  the non-`None` keys of `{position, private, theme, title, description}` and parses `r.json()["data"]`;
  `add_collection_item` POSTs `{"item": {"id", "type"}[, "note"]}` to `…/items` (`exists_ok` swallows a
  409 with a `get_collection`); `update_collection_item` PATCHes `{position, note}` to `…/items/{_id}` and
  reads nothing; `delete_collection_item` and `delete_collection` DELETE (`missing_ok` swallows a 404);
  `list_collections(owner=)` pages `/api/collections?owner=` and builds `Collection(position=i, **item)`,
  so a listed collection must carry no `position` of its own.
  `Collection(**data)` pops `slug`, `title`, `owner`, `items`, `lastUpdated` (a date), `position`,
  `private`, `theme`, `upvotes` (KeyError when missing), `description` optionally; each item
  `CollectionItem(_id, id, type, position, note=None)` with `note["text"]`.
- Likes: the raw `POST`/`DELETE /api/{type}s/{id}/like`; `list_repo_likers` pages `…/likers` and reads
  `user`, `fullname`, `avatarUrl` of each; `list_liked_repos(user=None)` takes the name from `whoami`
  (which must say `type: "user"`), pages `/api/users/{user}/likes` and reads `repo.name`, `repo.type`.
- People: `get_user_overview` and `list_organization_members`, `list_user_followers`,
  `list_user_following` build `User(**item)` (`user`, `fullname`, `avatarUrl`, `isFollowing`, `isPro`,
  `details`, `num*`, `type`, `orgs` as `Organization(**org)`); `get_organization_overview` builds
  `Organization(**item)` (`avatarUrl`, `name`, `fullname`, `details`, `isVerified`, `isFollowing`,
  `num*`, `plan`). Following is `POST`/`DELETE /api/{users|organizations}/{name}/follow` as the site does.

Every field the client reads is checked for its type (`None` allowed only where the client defaults it).
Usage: python3 hf_people.py '<scenario JSON>'; prints a JSON report with one entry per step.
"""

from __future__ import annotations

import tempfile
from typing import Any, Callable

from hf_http import HubHTTPError, raise_for_status
from hf_models import parse_datetime
from hf_protocol import HubClient
from hf_steps import StepReport, script_main

OPTIONAL = object()

USER_FIELDS: dict[str, Any] = {
    "user": str,
    "fullname": str,
    "avatarUrl": str,
    "isFollowing": (bool, OPTIONAL),
    "isPro": (bool, OPTIONAL),
    "details": (str, OPTIONAL),
    "numModels": (int, OPTIONAL),
    "numDatasets": (int, OPTIONAL),
    "numSpaces": (int, OPTIONAL),
    "numDiscussions": (int, OPTIONAL),
    "numPapers": (int, OPTIONAL),
    "numUpvotes": (int, OPTIONAL),
    "numLikes": (int, OPTIONAL),
    "numFollowing": (int, OPTIONAL),
    "numFollowers": (int, OPTIONAL),
    "type": (str, OPTIONAL),
}
ORG_FIELDS: dict[str, Any] = {
    "avatarUrl": str,
    "name": str,
    "fullname": str,
    "details": (str, OPTIONAL),
    "isVerified": (bool, OPTIONAL),
    "isFollowing": (bool, OPTIONAL),
    "numUsers": (int, OPTIONAL),
    "numModels": (int, OPTIONAL),
    "numSpaces": (int, OPTIONAL),
    "numDatasets": (int, OPTIONAL),
    "numFollowers": (int, OPTIONAL),
    "numPapers": (int, OPTIONAL),
    "plan": (str, OPTIONAL),
}


def checked(data: dict[str, Any], fields: dict[str, Any], what: str) -> dict[str, Any]:
    """The fields the client reads, each of its type (a bool is no int here); optional ones may be absent."""
    out: dict[str, Any] = {}
    for key, spec in fields.items():
        kind, optional = (spec[0], True) if isinstance(spec, tuple) else (spec, False)
        if key not in data or data[key] is None:
            if not optional:
                raise KeyError(f"{what} lacks {key}")
            continue
        value = data[key]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise TypeError(f"{what}.{key} is {type(value).__name__}, the client reads {kind.__name__}")
        out[key] = value
    return out


def user_of(data: dict[str, Any]) -> dict[str, Any]:
    """`User(**data)`: its fields, and each of `orgs` as `Organization(**org)`."""
    user = checked(data, USER_FIELDS, "User")
    orgs = data.get("orgs", [])
    if not isinstance(orgs, list):
        raise TypeError("User.orgs is not a list")
    user["orgs"] = [checked(org, ORG_FIELDS, "User.orgs[]")["name"] for org in orgs]
    return user


def collection_item(data: dict[str, Any]) -> dict[str, Any]:
    """`CollectionItem(_id, id, type, position, note=None, **kwargs)`: a missing key is a TypeError."""
    for key, kind in (("_id", str), ("id", str), ("type", str), ("position", int)):
        if not isinstance(data.get(key), kind):
            raise TypeError(f"CollectionItem.{key} is {type(data.get(key)).__name__}")
    note = data.get("note")
    if note is not None and not isinstance(note, dict):
        raise TypeError("CollectionItem.note is not a dict")
    text = note.get("text") if note else None
    return {
        "item_object_id": data["_id"],
        "item_id": data.get("slug") or data["id"],
        "item_type": data["type"],
        "position": data["position"],
        "note": text if isinstance(text, str) else None,
    }


def collection(data: dict[str, Any], position: int | None = None) -> dict[str, Any]:
    """`Collection(**data)` (or `Collection(position=i, **data)` from a list, which fails on a `position` key)."""
    if position is not None:
        if "position" in data:
            raise TypeError("Collection() got multiple values for keyword argument 'position'")
        data = {**data, "position": position}
    for key in ("slug", "title", "owner", "items", "lastUpdated", "position", "private", "theme", "upvotes"):
        if key not in data:
            raise KeyError(f"Collection lacks {key}")
    for key, kind in (("slug", str), ("title", str), ("position", int), ("private", bool), ("theme", str), ("upvotes", int)):
        if not isinstance(data[key], kind):
            raise TypeError(f"Collection.{key} is {type(data[key]).__name__}")
    return {
        "slug": data["slug"],
        "title": data["title"],
        "owner": data["owner"],
        "items": [collection_item(item) for item in data["items"]],
        "last_updated": parse_datetime(data["lastUpdated"]).isoformat(),
        "position": data["position"],
        "private": data["private"],
        "theme": data["theme"],
        "upvotes": data["upvotes"],
        "description": data.get("description"),
    }


class PeopleClient(HubClient):
    def call(self, method: str, path: str, json: Any = None) -> Any:
        response = self.session.request(method, f"{self.endpoint}{path}", headers=self.headers(), json=json, timeout=30)
        raise_for_status(response)
        return response.json()

    def whoami(self) -> dict[str, Any]:
        return self.call("GET", "/api/whoami-v2")

    # ---- collections ---------------------------------------------------------------------------------
    def create_collection(self, title: str, namespace: str | None = None, description: str | None = None,
                          private: bool = False, exists_ok: bool = False) -> dict[str, Any]:
        payload: dict[str, Any] = {"title": title, "namespace": namespace or self.whoami()["name"], "private": private}
        if description is not None:
            payload["description"] = description
        response = self.session.post(f"{self.endpoint}/api/collections", headers=self.headers(), json=payload, timeout=30)
        try:
            raise_for_status(response)
        except HubHTTPError as error:
            if exists_ok and error.response.status_code == 409:
                return self.get_collection(response.json()["slug"])
            raise
        return collection(response.json())

    def get_collection(self, slug: str) -> dict[str, Any]:
        return collection(self.call("GET", f"/api/collections/{slug}"))

    def update_collection_metadata(self, slug: str, **changes: Any) -> dict[str, Any]:
        body = {key: value for key, value in changes.items() if value is not None}
        return collection(self.call("PATCH", f"/api/collections/{slug}", body)["data"])

    def delete_collection(self, slug: str, missing_ok: bool = False) -> None:
        self.delete_ok(f"/api/collections/{slug}", missing_ok)

    def add_collection_item(self, slug: str, item_id: str, item_type: str, note: str | None = None,
                            exists_ok: bool = False) -> dict[str, Any]:
        payload: dict[str, Any] = {"item": {"id": item_id, "type": item_type}}
        if note is not None:
            payload["note"] = note
        response = self.session.post(f"{self.endpoint}/api/collections/{slug}/items", headers=self.headers(),
                                     json=payload, timeout=30)
        try:
            raise_for_status(response)
        except HubHTTPError as error:
            if exists_ok and error.response.status_code == 409:
                return self.get_collection(slug)
            raise
        return collection(response.json())

    def update_collection_item(self, slug: str, item_object_id: str, note: str | None = None,
                               position: int | None = None) -> None:
        body = {key: value for key, value in {"position": position, "note": note}.items() if value is not None}
        self.call("PATCH", f"/api/collections/{slug}/items/{item_object_id}", body)

    def delete_collection_item(self, slug: str, item_object_id: str, missing_ok: bool = False) -> None:
        self.delete_ok(f"/api/collections/{slug}/items/{item_object_id}", missing_ok)

    def delete_ok(self, path: str, missing_ok: bool) -> None:
        try:
            self.call("DELETE", path)
        except HubHTTPError as error:
            if not (missing_ok and error.response.status_code == 404):
                raise

    def list_collections(self, owner: str) -> list[dict[str, Any]]:
        url = f"{self.endpoint}/api/collections"
        return [collection(item, position) for position, (item, _) in enumerate(self.paginate(url, {"owner": owner}))]

    # ---- likes and people ----------------------------------------------------------------------------
    def list_repo_likers(self, repo_id: str, repo_type: str = "model") -> list[dict[str, Any]]:
        likers = []
        for liker, _ in self.paginate(f"{self.api(repo_type, repo_id)}/likers", {}):
            user = checked(liker, {"user": str, "fullname": str, "avatarUrl": str}, "liker")
            likers.append(user["user"])
        return likers

    def list_liked_repos(self) -> dict[str, Any]:
        me = self.whoami()
        if me["type"] != "user":
            raise ValueError("Cannot list liked repos. You must provide a 'user' as input or be logged in as a user.")
        likes = [like for like, _ in self.paginate(f"{self.endpoint}/api/users/{me['name']}/likes", {})]
        by_type = {kind: [like["repo"]["name"] for like in likes if like["repo"]["type"] == kind]
                   for kind in ("model", "dataset", "space")}
        return {"user": me["name"], "total": len(likes), **by_type}

    def people(self, path: str) -> list[dict[str, Any]]:
        return [user_of(item) for item, _ in self.paginate(f"{self.endpoint}{path}", {})]


def run(scenario: dict[str, Any]) -> dict[str, Any]:
    endpoint = scenario["endpoint"]
    cache = tempfile.mkdtemp(prefix="atrium-hf-people-")
    tokens = scenario["tokens"]
    owner, writer, reader, stranger = (PeopleClient(endpoint, cache, tokens[name])
                                       for name in ("owner", "writer", "reader", "stranger"))
    anonymous = PeopleClient(endpoint, cache)
    names = scenario["names"]
    org = scenario["org"]
    steps = StepReport()

    def raised(call: Callable[[], Any]) -> str | None:
        try:
            call()
            return None
        except HubHTTPError as error:
            return f"{error.kind} {error.response.status_code} {error.response.headers.get('X-Error-Code')}"

    def titles(found: dict[str, Any]) -> list[tuple[str, str | None]]:
        return [(item["item_id"], item["note"]) for item in found["items"]]

    def collections() -> dict:
        made = owner.create_collection("Small models", description="tiny ones")
        slug = made["slug"]
        again = owner.create_collection("small models", exists_ok=True)
        first = owner.add_collection_item(slug, scenario["model"], "model", note="first")
        second = owner.add_collection_item(slug, scenario["dataset"], "dataset")
        twice = owner.add_collection_item(slug, scenario["model"], "model", exists_ok=True)
        duplicate = raised(lambda: owner.add_collection_item(slug, scenario["model"], "model"))
        with_hidden = owner.add_collection_item(slug, scenario["hidden"], "model")
        seen_by_stranger = stranger.get_collection(slug)
        hidden_item = next(item for item in with_hidden["items"] if item["item_id"] == scenario["hidden"])
        owner.delete_collection_item(slug, hidden_item["item_object_id"])
        table = next(item for item in second["items"] if item["item_type"] == "dataset")
        owner.update_collection_item(slug, table["item_object_id"], note="moved up", position=0)
        moved = owner.get_collection(slug)
        updated = owner.update_collection_metadata(slug, title="Tiny models", description="even smaller",
                                                   private=True, theme="green", position=0)
        read_back = owner.get_collection(updated["slug"])
        missing_slug = f"{names['owner']}/nothing-0123456789abcdef01234567"
        hidden = {
            "stranger": raised(lambda: stranger.get_collection(updated["slug"])),
            "anonymous": raised(lambda: anonymous.get_collection(updated["slug"])),
            "missing": raised(lambda: stranger.get_collection(missing_slug)),
            "strangerEdit": raised(lambda: stranger.update_collection_metadata(updated["slug"], title="mine")),
            "missingEdit": raised(lambda: stranger.update_collection_metadata(missing_slug, title="mine")),
        }
        listed_by_owner = owner.list_collections(names["owner"])
        listed_by_stranger = stranger.list_collections(names["owner"])
        model_item = next(item for item in read_back["items"] if item["item_type"] == "model")
        owner.delete_collection_item(updated["slug"], model_item["item_object_id"])
        after_item = owner.get_collection(updated["slug"])
        owner.delete_collection_item(updated["slug"], model_item["item_object_id"], missing_ok=True)
        item_gone = raised(lambda: owner.delete_collection_item(updated["slug"], model_item["item_object_id"]))
        owner.delete_collection(updated["slug"])
        owner.delete_collection(updated["slug"], missing_ok=True)
        return {
            "made": {k: made[k] for k in ("title", "description", "owner", "items", "private", "theme", "position", "upvotes")},
            "slugPrefix": slug.split("/")[0],
            "againSame": again["slug"] == slug,
            "first": titles(first),
            "second": titles(second),
            "twiceSame": titles(twice) == titles(second),
            "duplicate": duplicate,
            "ownerSeesHidden": titles(with_hidden),
            "strangerSeesPublic": titles(seen_by_stranger),
            "moved": titles(moved),
            "positions": [item["position"] for item in moved["items"]],
            "updated": {k: updated[k] for k in ("title", "description", "private", "theme")},
            "sameSlug": updated["slug"] == slug,
            "readBack": {k: read_back[k] for k in ("title", "description", "private", "theme")},
            "hidden": hidden,
            "listedByOwner": [(found["title"], found["private"], found["position"]) for found in listed_by_owner],
            "listedByStranger": [found["title"] for found in listed_by_stranger],
            "afterItemDelete": titles(after_item),
            "itemGone": item_gone,
            "afterDelete": raised(lambda: owner.get_collection(updated["slug"])),
        }

    def org_roles() -> dict:
        made = owner.create_collection("Team picks", namespace=org, private=True)
        slug = made["slug"]
        by_writer = writer.update_collection_metadata(slug, description="picked by the team")
        added = writer.add_collection_item(slug, scenario["space"], "space", note="our demo")
        result = {
            "owner": made["owner"],
            "writerEdit": by_writer["description"],
            "writerItems": titles(added),
            "readerSees": reader.get_collection(slug)["title"],
            "readerEdit": raised(lambda: reader.update_collection_metadata(slug, title="mine")),
            "readerAdd": raised(lambda: reader.add_collection_item(slug, scenario["model"], "model")),
            "readerCreate": raised(lambda: reader.create_collection("Mine", namespace=org)),
            "readerDelete": raised(lambda: reader.delete_collection(slug)),
            "strangerSees": raised(lambda: stranger.get_collection(slug)),
            "listedByReader": [found["title"] for found in reader.list_collections(org)],
            "listedByStranger": [found["title"] for found in stranger.list_collections(org)],
        }
        writer.delete_collection(slug)
        result["afterWriterDelete"] = raised(lambda: owner.get_collection(slug))
        return result

    def likes() -> dict:
        repos = [(scenario["model"], "model"), (scenario["dataset"], "dataset"), (scenario["space"], "space")]
        states = [stranger.call("POST", f"/api/{kind}s/{repo}/like") for repo, kind in repos]
        again = stranger.call("POST", f"/api/models/{scenario['model']}/like")
        owner.call("POST", f"/api/models/{scenario['model']}/like")
        likers = owner.list_repo_likers(scenario["model"])
        dataset_likers = owner.list_repo_likers(scenario["dataset"], "dataset")
        liked = stranger.list_liked_repos()
        unliked = stranger.call("DELETE", f"/api/models/{scenario['model']}/like")
        return {
            "states": states,
            "again": again,
            "likers": sorted(likers),
            "datasetLikers": dataset_likers,
            "liked": liked,
            "unliked": unliked,
            "likersAfter": owner.list_repo_likers(scenario["model"]),
            "likedAfter": stranger.list_liked_repos(),
            "hiddenLike": raised(lambda: stranger.call("POST", f"/api/models/{scenario['hidden']}/like")),
            "hiddenLikers": raised(lambda: stranger.list_repo_likers(scenario["hidden"])),
            "readToken": raised(lambda: PeopleClient(endpoint, cache, tokens["strangerRead"]).call(
                "POST", f"/api/models/{scenario['model']}/like")),
        }

    def people() -> dict:
        follow = stranger.call("POST", f"/api/users/{names['owner']}/follow")
        follow_org = stranger.call("POST", f"/api/organizations/{org}/follow")
        overview = user_of(stranger.call("GET", f"/api/users/{names['owner']}/overview"))
        org_overview = checked(stranger.call("GET", f"/api/organizations/{org}/overview"), ORG_FIELDS, "Organization")
        members = stranger.people(f"/api/organizations/{org}/members")
        followers = stranger.people(f"/api/users/{names['owner']}/followers")
        following = stranger.people(f"/api/users/{names['stranger']}/following")
        org_followers = stranger.people(f"/api/organizations/{org}/followers")
        unfollow = stranger.call("DELETE", f"/api/users/{names['owner']}/follow")
        unfollow_org = stranger.call("DELETE", f"/api/organizations/{org}/follow")
        return {
            "follow": follow,
            "followOrg": follow_org,
            "overview": overview,
            "orgOverview": org_overview,
            "members": sorted(member["user"] for member in members),
            "followers": [(person["user"], person.get("isFollowing")) for person in followers],
            "following": [person["user"] for person in following],
            "orgFollowers": [person["user"] for person in org_followers],
            "unfollow": unfollow,
            "unfollowOrg": unfollow_org,
            "followersAfter": [person["user"] for person in stranger.people(f"/api/users/{names['owner']}/followers")],
            "followingAfter": [person["user"] for person in stranger.people(f"/api/users/{names['stranger']}/following")],
            "overviewAfter": user_of(stranger.call("GET", f"/api/users/{names['owner']}/overview")).get("isFollowing"),
            "missingUser": raised(lambda: stranger.call("GET", "/api/users/nobody-here/overview")),
            "anonymousFollow": raised(lambda: anonymous.call("POST", f"/api/users/{names['owner']}/follow")),
        }

    steps.step("collections", collections)
    steps.step("org_roles", org_roles)
    steps.step("likes", likes)
    steps.step("people", people)
    return steps.report


if __name__ == "__main__":
    script_main("hf_people.py", run)
