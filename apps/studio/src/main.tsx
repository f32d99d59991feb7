import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import "./styles.css";

// An error an error boundary caught is handled: the boundary shows its screen and warns in the console
// itself (React's default would log it as an unhandled console error on top).
createRoot(document.getElementById("root")!, { onCaughtError: () => {} }).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
