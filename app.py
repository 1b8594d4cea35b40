"""Placeholder chat page: replaced by the full playground."""
import streamlit as st

st.title("memorylab")
