// What the product is, for a signed-out visitor (issue 9): a short hero with
// a picture of the player (public/player-preview.svg, so no script) above the sign-in panel.
import { useTranslation } from "~/i18n/react";

export function SignedOutHero() {
  const { t } = useTranslation("player");
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__text">
        <h2 id="home-hero-title" className="home-hero__title">{t("home.hero.title")}</h2>
        <p>{t("home.hero.body")}</p>
      </div>
      <img className="home-hero__picture" src="/player-preview.svg" alt={t("home.hero.pictureAlt")} width={320} height={240} />
    </section>
  );
}
