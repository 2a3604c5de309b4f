-- CreateTable
CREATE TABLE "PendingSignIn" (
    "tokenHash" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "redirectTo" TEXT,
    "passwordVersion" TEXT,
    "expiresAt" DATETIME NOT NULL,
    CONSTRAINT "PendingSignIn_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "PendingSignIn_userId_idx" ON "PendingSignIn"("userId");

-- CreateIndex
CREATE INDEX "PendingSignIn_expiresAt_idx" ON "PendingSignIn"("expiresAt");
