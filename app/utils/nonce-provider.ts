// The CSP nonce of this response, for inline scripts rendered by React.
// Browsers hide nonce attributes from scripts, so on the client it is "".
import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);
