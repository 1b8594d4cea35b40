"""Memory store: the user's memories as a table; edit, forget, export, import; the event log."""

from datetime import datetime

import pandas as pd
import streamlit as st

from memorylab import KINDS
from memorylab.playground import charts, views
from ui.common import current_user, current_weights, page, show_error
from ui.display import plain

MAX_ROWS = 500
# the table's columns at projector width; the rest of a memory is in its details
TABLE_COLUMNS = ("id", "kind", "text", "importance", "recency", "decay score")


def details(m) -> str:
    """What the table leaves out, for one memory."""
    when = "%Y-%m-%d %H:%M"
    expires = m.expires_at.strftime(when) if m.expires_at else "never"
    key = f"key **{plain(m.key)}** · " if m.key else ""
    return (
        f"#{m.id} · {key}{m.status} · created {m.created_at.strftime(when)} · "
        f"{m.access_count} accesses, last {m.last_accessed.strftime(when)} · expires {expires}"
    )


def forget_selected(lab, user):
    """A callback: it runs before the page, so it may reset the widgets it read."""
    chosen = st.session_state["forget_ids"]
    present = [i for i in chosen if i in {m.id for m in lab.memories(user, status=None, include_expired=True)}]
    if not present:  # a second click, or another tab was faster: nothing left to do
        st.session_state["store_flash"] = "Already forgotten: nothing left to remove."
    else:
        try:
            removed = lab.forget(user, present)
            st.session_state["store_flash"] = f"Forgot {len(removed)} memories (with derived ones)."
        except Exception as exc:
            st.session_state["store_error"] = str(exc)
    st.session_state["forget_ids"] = []
    st.session_state["forget_confirm"] = False


lab = page("Memory store")
user = current_user()
now = lab.clock.now(user)

c1, c2, c3, c4 = st.columns([2, 2, 1.2, 1.6])  # "Include superseded" whole at 1280 px
kinds = c1.multiselect("Kinds", KINDS, key="store_kinds")
search = c2.text_input("Search text", key="store_search")
sort_by = c3.selectbox("Sort by", ["newest", "importance", "recency", "access count", "decay score"], key="store_sort")
history = c4.checkbox("Include superseded", key="store_history")

memories = lab.memories(user, status=None if history else "active")
if kinds:
    memories = [m for m in memories if m.kind in kinds]
if search.strip():
    needle = search.strip().lower()
    memories = [m for m in memories if needle in m.text.lower()]

if not memories:
    st.info(
        f"No memories for **{user}** yet"
        + (" match these filters." if kinds or search else ". Chat on the main page, or import a file below.")
    )
else:
    recency = current_weights().recency_of(memories, now)
    decay = views.decay_scores(lab, memories)
    table = pd.DataFrame(
        [
            {
                "id": m.id,
                "kind": m.kind,
                "text": m.text,
                "key": m.key,
                "importance": m.importance,
                "recency": round(float(r), 3),
                "accesses": m.access_count,
                "created": m.created_at,
                "last accessed": m.last_accessed,
                "expires": m.expires_at,
                "status": m.status,
                "decay score": round(d, 3),
            }
            for m, r, d in zip(memories, recency, decay)
        ]
    )
    order = {
        "newest": ("id", False),
        "importance": ("importance", False),
        "recency": ("recency", False),
        "access count": ("accesses", False),
        "decay score": ("decay score", False),
    }[sort_by]
    table = table.sort_values(order[0], ascending=order[1])
    expired = len(lab.forgetting.expired(user))  # counted as active (Metrics says so) until the sweep
    st.caption(
        f"{len(table):,} {'memory' if len(table) == 1 else 'memories'}"
        + (f"; showing the first {MAX_ROWS}" if len(table) > MAX_ROWS else "")
        + (f"; {expired} past their time to live, hidden until the TTL sweep" if expired else "")
        + ". Key, accesses and dates of one memory: choose it under Details and edit."
    )
    st.dataframe(
        table.head(MAX_ROWS),
        hide_index=True,
        key="store_table",
        width="stretch",
        column_order=TABLE_COLUMNS + (("status",) if history else ()),
        column_config={  # the text as wide as the page allows beside the figures (stretched to fit)
            "id": st.column_config.NumberColumn(width=48),
            "kind": st.column_config.TextColumn(width=92),
            "text": st.column_config.TextColumn(width=470),
            "importance": st.column_config.NumberColumn("import.", width=62, help="Importance, 0 to 1"),
            "recency": st.column_config.NumberColumn(
                width=66, help="1 when just used or written, halving every half-life since (Decay page)"
            ),
            "decay score": st.column_config.NumberColumn(
                "decay",
                width=58,
                help="Worth keeping, from how often and how lately it was used (ln(1 + uses), fading with time"
                " since the last use): 0 for a memory never used, the first an eviction takes. Higher is kept.",
            ),
            "status": st.column_config.TextColumn(width=95),  # "superseded" whole
        },
    )

    ids = table["id"].head(MAX_ROWS).tolist()
    label = {m.id: f"#{m.id} {m.text[:60]}" for m in memories}
    edit_col, forget_col = st.columns(2)
    with edit_col:
        st.subheader("Details and edit")
        edit_id = st.selectbox("Memory", ids, format_func=label.get, key="edit_id")
        chosen = next(m for m in memories if m.id == edit_id)
        st.caption(details(chosen))
        new_text = st.text_area("Text", value=chosen.text, key=f"edit_text_{edit_id}")
        new_importance = st.slider(
            "Importance", 0.0, 1.0, value=float(chosen.importance), step=0.05, key=f"edit_importance_{edit_id}"
        )
        if st.button("Save changes", key="edit_save"):
            try:
                lab.update(user, edit_id, text=new_text if new_text != chosen.text else None, importance=new_importance)
                st.toast("Saved")
                st.rerun()
            except Exception as exc:
                show_error(exc)
    with forget_col:
        st.subheader("Forget")
        to_forget = st.multiselect("Memories to forget", ids, format_func=label.get, key="forget_ids")
        confirm = st.checkbox(
            "Yes, forget them everywhere",
            key="forget_confirm",
            help="From the tables, the vector and keyword indexes, the caches, the summaries and "
            "consolidations drawn from them, and the event log's text.",
        )
        st.button(
            "Forget",
            key="forget_go",
            type="primary",
            disabled=not (to_forget and confirm),
            on_click=forget_selected,
            args=(lab, user),
        )

if "store_flash" in st.session_state:
    st.success(st.session_state.pop("store_flash"))
if "store_error" in st.session_state:
    st.error(st.session_state.pop("store_error"))

st.subheader("Keys")
st.caption(
    "Facts with a known key are looked up by key, not by similarity: a question naming the key "
    "gets its value first. A new value supersedes the old one, kept here as history."
)


def put_key(lab, user):
    s = st.session_state
    try:
        lab.keys.put(user, s["key_name"], s["key_value"], category=s["key_category"] or None)
        s["store_flash"] = f"Stored {s['key_name']} = {s['key_value']}."
    except Exception as exc:  # shown, not raised: a bad key or a secret value
        s["store_error"] = str(exc)


k1, k2, k3, k4 = st.columns([1, 2, 1, 1])
k1.text_input("Key", key="key_name", placeholder="manager")
k2.text_input("Value", key="key_value", placeholder="Priya")
k3.text_input("Category", key="key_category", placeholder="work")
k4.button("Put", key="key_put", on_click=put_key, args=(lab, user), width="stretch")
KEY_COLUMNS = ("key", "value", "category", "since", "lookups and uses", "history (newest first)")
values = lab.keys.all(user)
if values:
    # the key column as wide as its longest key ("allergy:shellfish" was cut at 110 px), the value's narrower
    key_width = max(110, min(240, 30 + 9 * max(len(kv.key) for kv in values)))
    categories = any(kv.category for kv in values)  # a column of blanks is room the value could use
    st.dataframe(
        pd.DataFrame(
            [
                {
                    "key": kv.key,
                    "value": kv.value,
                    "category": kv.category or "",
                    "since": kv.memory.created_at,
                    "lookups and uses": kv.memory.access_count,
                    "history (newest first)": " ← ".join(m.text for m in kv.history),
                }
                for kv in values
            ]
        ),
        hide_index=True,
        key="store_keys",
        width="stretch",
        column_order=[c for c in KEY_COLUMNS if categories or c != "category"],
        column_config={  # every column inside 1280 px
            "key": st.column_config.TextColumn(width=key_width),
            "value": st.column_config.TextColumn(width=440 - key_width + (0 if categories else 80)),
            "category": st.column_config.TextColumn(width=80),
            "since": st.column_config.DatetimeColumn(width=100, format="YYYY-MM-DD"),
            "lookups and uses": st.column_config.NumberColumn("uses", width=60, help="Lookups and uses"),
            "history (newest first)": st.column_config.TextColumn(width=200),
        },
    )
else:
    st.caption("No keys yet: put one above, or tell the agent your name, employer or a preference.")

events = lab.events(user, limit=2000)
if events:
    st.subheader("Event log")
    left, right = st.columns(2)
    left.plotly_chart(charts.event_timeline(events), key="store_timeline")
    right.plotly_chart(charts.memory_growth(events), key="store_growth")
    st.dataframe(
        pd.DataFrame(
            [
                {
                    "at": e.at,
                    "op": e.op,
                    "memory": e.memory_id,
                    "reason": e.reason,
                    "old": e.old_value,
                    "new": e.new_value,
                }
                for e in events[::-1][:200]
            ]
        ),
        hide_index=True,
        key="store_events",
        column_config={  # every column inside 1280 px
            "at": st.column_config.DatetimeColumn(width=140, format="YYYY-MM-DD HH:mm"),
            "op": st.column_config.TextColumn(width=95),
            "memory": st.column_config.NumberColumn(width=70),
            "reason": st.column_config.TextColumn(width=220),
            "old": st.column_config.TextColumn(width=190),
            "new": st.column_config.TextColumn(width=190),
        },
    )

st.subheader("Export and import")
ex1, ex2, imp = st.columns([1, 1, 2])
stamp = datetime.now().strftime("%Y%m%d-%H%M")
ex1.download_button("Export JSON", lambda: lab.export(user, "json"), f"{user}-memories-{stamp}.json", key="export_json")
ex2.download_button(
    "Export Parquet", lambda: lab.export(user, "parquet"), f"{user}-memories-{stamp}.parquet", key="export_parquet"
)
upload = imp.file_uploader("Import a memorylab export", type=["json", "parquet"], key="import_file")
if upload is not None and imp.button("Import", key="import_go"):
    try:
        ids = lab.import_memories(user, upload.getvalue(), "parquet" if upload.name.endswith(".parquet") else "json")
        st.success(f"Imported {len(ids)} memories.")
    except Exception as exc:
        show_error(exc)
