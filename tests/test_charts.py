"""Charts keep every word of a label and put legends above the plot (clear of the bars and of
the axis labels under them)."""

from __future__ import annotations

from memorylab.playground import charts

LONG = "User prefers weekly status reports sent on Friday afternoons before the team retrospective"


def test_score_breakdown_labels_hold_the_whole_memory_text(lab):
    lab.remember("ana", LONG, importance=0.7)
    lab.remember("ana", "User lives in Porto", importance=0.4)
    hits = lab.recall("ana", "weekly status reports", k=2)
    fig = charts.score_breakdown(hits)
    labels = {label.replace("<br>", " ") for trace in fig.data for label in trace.y}
    assert f"#1 {LONG}" in labels
    assert not any("…" in label for label in labels)
    assert fig.layout.legend.y > 1 and fig.layout.legend.yanchor == "bottom"  # above the plot area


def test_b_labels_say_where_a_ranked_each_memory(lab):
    for text in ("User lives in Porto", "User drinks green tea", "User prefers weekly status reports"):
        lab.remember("ana", text, importance=0.5)
    hits = lab.recall("ana", "weekly status reports", k=3)
    first, second, third = (h.memory.id for h in hits)
    fig = charts.score_breakdown(hits, other_ranks={first: 1, second: 3}, other="A")
    assert [label.split(") ")[0] + ")" for label in fig.data[0].y][::-1] == ["#1 (= A)", "#2 (A #3 ↑)", "#3 (not in A)"]


def test_rank_change_labels_are_whole(lab):
    lab.remember("ana", LONG, importance=0.7)
    hits = lab.recall("ana", "weekly status reports", k=1)
    fig = charts.rank_changes(hits, hits, "A", "B")
    assert f"#1 {LONG}" in {t.replace("<br>", " ") for t in fig.layout.yaxis.ticktext}


def test_projector_figures_keep_the_legend_above():
    import plotly.graph_objects as go

    fig = charts.for_projector(go.Figure(layout=dict(height=300)))
    assert fig.layout.legend.y > 1 and fig.layout.height == 420


def test_wrapping_never_drops_a_word():
    import html

    from hypothesis import given
    from hypothesis import strategies as st

    @given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=300), st.integers(5, 80))
    def check(text, width):
        assert html.unescape(charts.wrap_label(text, width).replace("<br>", " ")).split() == text.split()

    check()


def test_tags_in_stored_text_stay_text_in_chart_labels():
    label = charts.wrap_label('<a href="http://evil.example">click</a> & <img src=x onerror=alert(1)>', 80)
    assert "<a" not in label and "<img" not in label
    assert '&lt;a href="http://evil.example"&gt;click&lt;/a&gt; &amp; &lt;img' in label


def test_the_room_chart_names_what_was_refused_and_draws_its_counts_level():
    """Seen walking the workshop: the refused bar's count was drawn sideways and clipped, and a
    legend naming one kind of data sat beside four bars."""
    from memorylab.playground.room import RoomFigures

    def figure(refusals):
        return charts.room_activity(RoomFigures(4, 4, 60, 4, 26, 12, 2, 10, refusals=refusals))

    one = figure({"password": 3})
    assert "writes refused: password" in one.data[-1].x and not one.data[-1].showlegend
    several = figure({"password": 3, "card number": 1})
    assert [t.name for t in several.data if t.showlegend] == ["refused: password", "refused: card number"]
    assert all(t.textangle == 0 and t.textposition == "inside" for t in several.data)


def test_a_long_label_ends_its_last_line_when_rows_share_one_height():
    """The round-30 walk: a consolidation's 300 characters wrapped to nine lines and ran over its
    neighbours in the ranking; a capped label says it was cut, and every row fits the tallest."""
    text = " ".join(f"word{j}" for j in range(80))
    label = charts.wrap_label(text, 44, max_lines=4)
    assert label.count("<br>") == 3 and label.endswith(" …")
    assert charts.wrap_label("short text", 44, max_lines=4) == "short text"
    assert charts._row_lines([label, "one line"]) == 4
