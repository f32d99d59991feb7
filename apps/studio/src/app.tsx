import { createBrowserRouter, RouterProvider } from "react-router";
import { Shell } from "./layout/shell.tsx";
import { cardsRoutes } from "./routes/cards/index.tsx";
import { HomePage, NotFoundPage } from "./routes/home.tsx";
import { reactorRoutes } from "./routes/reactor/index.tsx";
import { rpsRoutes } from "./routes/rps/index.tsx";
import { shellTideRoutes } from "./routes/shell-tide/index.tsx";

const router = createBrowserRouter([
  {
    path: "/",
    element: <Shell />,
    children: [
      { index: true, element: <HomePage /> },
      ...shellTideRoutes,
      ...cardsRoutes,
      ...rpsRoutes,
      ...reactorRoutes,
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
