# Expected fault: bot_error (caught by the syntax check before the match; no move is played).
def main(:
    pass
