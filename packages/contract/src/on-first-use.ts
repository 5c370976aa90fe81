/**
 * A schema built when it is first used rather than when its module is imported. The web app's
 * first screen imports the contract's endpoints but parses the answers of only a few of them:
 * building every schema at import took about a tenth of a cheap phone's start. The value stands
 * in for the schema (same type, same methods, usable inside other schemas) and builds it on the
 * first look at any of its properties.
 */
/* @__NO_SIDE_EFFECTS__ */
export const onFirstUse = <T extends object>(build: () => T): T => {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  // The stand-in has no own properties: a property of the schema is reported configurable so
  // that the proxy's invariants hold whatever the schema declares.
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key, schema()),
    set: (_, key, value) => Reflect.set(schema(), key, value, schema()),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
  });
};
