/**
 * The one door to antd-mobile. Importing it through here guarantees the React 19 render
 * shim is set before any Toast or Dialog renders, and keeps antd-mobile out of the first
 * load: the shell imports this module only on demand.
 */
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

unstableSetRender((node, container) => {
  const host = container as Element & { __root?: Root };
  host.__root ??= createRoot(container);
  const root = host.__root;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host.__root;
  };
});

export * from 'antd-mobile';
