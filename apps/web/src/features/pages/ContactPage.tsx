import { useRuntimeConfig } from '../../lib/runtime-config';
import { FOUNDATION } from './contact-details';
import './pages.css';

export function ContactPage() {
  // The mailbox and postal address come from the server's configuration (CONTACT_EMAIL,
  // CONTACT_POSTAL_ADDRESS): whoever runs the portal names where mail is read.
  const { contactUrl, contactEmail, contactPostalAddress } = useRuntimeConfig();
  return (
    <div className="page stack">
      <h1 className="page-title">Contact</h1>
      <p>
        Heeft u een vraag over uw beleggingen, uw contracten of dit portaal? Wij helpen u graag.
      </p>
      <section className="card stack" aria-labelledby="contact-foundation">
        <h2 id="contact-foundation">{FOUNDATION.name}</h2>
        <dl className="details-list">
          <dt>Telefoon</dt>
          <dd>
            <a href={FOUNDATION.phone.href}>{FOUNDATION.phone.display}</a>
          </dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </dd>
          <dt>Openingstijden</dt>
          <dd>Telefonisch bereikbaar {FOUNDATION.openingHours}</dd>
          <dt>Postadres</dt>
          <dd>
            <address className="contact-address">
              {contactPostalAddress.map((line, index) => (
                <span key={`${index}-${line}`} className="contact-address-line">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </dl>
      </section>
      <section className="card stack" aria-labelledby="contact-more">
        <h2 id="contact-more">Meer informatie</h2>
        <p>Op onze website vindt u antwoorden op veelgestelde vragen en een contactformulier.</p>
        <p>
          <a href={contactUrl} target="_blank" rel="noopener noreferrer">
            Contact op onze website
            <span className="visually-hidden"> (opent in een nieuw tabblad)</span>
          </a>
        </p>
      </section>
      <p className="muted">
        Vermeld bij vragen over een contract altijd het contractnummer. Wij vragen nooit naar uw
        wachtwoord: stuur het aan niemand, ook niet aan ons.
      </p>
    </div>
  );
}
