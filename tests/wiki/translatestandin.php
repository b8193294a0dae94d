<?php
// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// A STAND-IN for MediaWiki's Translate extension, for Krajina's tests only.
// It is not the Translate extension, which no package archive this project
// installs from carries. Loaded into the tests' real MediaWiki (see
// MediaWikiFixture::startTranslateServer()), it answers the few calls Krajina
// makes of a wiki that runs Translate, in the form the extension answers them
// on MediaWiki 1.43; everything else is the real MediaWiki:
//
// - action=markfortranslation&title=T&translatetitle=yes (POST, token): needs
//   the pagetranslation right (else "permissiondenied"); reads the units of the
//   page's <translate> blocks, numbers the ones without a <!--T:n--> marker (an
//   edit of the page), makes the translations of units whose text changed since
//   the last marking fuzzy, and answers with the unit count.
// - list=messagecollection&mcgroup=page-T&mclanguage=L: every unit of a marked
//   page (the display title first), with its source text, its translation
//   (without "!!FUZZY!!"), a "fuzzy" tag and properties.status; a page that is
//   not marked is the error "badparameter".
// - Edits of Translations:T/UNIT/L: refused for a unit the marked page lacks
//   ("tpt-unknown-page"); a text with "!!FUZZY!!" is fuzzy, any other saved
//   text ends a unit's fuzziness. After each one T/L is made again from the
//   units, by the system user FuzzyBot.
// - Any edit of T/L (a language subpage of a marked page): refused
//   ("tpt-target-page").
//
// What the stand-in knows of marked pages lives in a JSON file next to
// LocalSettings.php ($wgKrajinaTranslateStandInState).

use MediaWiki\Api\ApiBase;
use MediaWiki\Api\ApiQueryBase;
use MediaWiki\CommentStore\CommentStoreComment;
use MediaWiki\Content\WikitextContent;
use MediaWiki\Deferred\DeferredUpdates;
use MediaWiki\MediaWikiServices;
use MediaWiki\Revision\SlotRecord;
use MediaWiki\Title\Title;
use MediaWiki\User\User;
use Wikimedia\ParamValidator\ParamValidator;
use Wikimedia\ParamValidator\TypeDef\IntegerDef;

class KrajinaTranslateStandIn {
	public const NS_TRANSLATIONS = 1198;
	public const FUZZY = '!!FUZZY!!';
	public const DISPLAY_TITLE = 'Page display title';

	public static function load(): array {
		global $wgKrajinaTranslateStandInState;
		if ( !is_file( $wgKrajinaTranslateStandInState ) ) {
			return [];
		}
		return json_decode( file_get_contents( $wgKrajinaTranslateStandInState ), true ) ?: [];
	}

	public static function save( array $state ): void {
		global $wgKrajinaTranslateStandInState;
		file_put_contents( $wgKrajinaTranslateStandInState,
			json_encode( $state, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE ) );
	}

	/**
	 * The units of a source text, in order: id (null without a marker), text,
	 * and where the unit's paragraph sits in the text.
	 */
	public static function units( string $text ): array {
		$units = [];
		preg_match_all( '/<translate>(.*?)<\/translate>/s', $text, $blocks,
			PREG_OFFSET_CAPTURE | PREG_SET_ORDER );
		foreach ( $blocks as $block ) {
			[ $body, $bodyStart ] = $block[1];
			$pieces = preg_split( '/\n[ \t]*\n/', $body, -1, PREG_SPLIT_OFFSET_CAPTURE );
			foreach ( $pieces as [ $piece, $offset ] ) {
				$trimmed = trim( $piece );
				if ( $trimmed === '' ) {
					continue;
				}
				$id = null;
				if ( preg_match( '/<!--T:([^ >]+)[^>]*-->/', $trimmed, $marker ) ) {
					$id = $marker[1];
				}
				$unitText = trim( preg_replace( '/[ \t]*<!--T:[^>]*-->[ \t]*\n?/', '', $trimmed, 1 ) );
				$units[] = [
					'id' => $id,
					'text' => $unitText,
					'start' => $bodyStart + $offset + ( strlen( $piece ) - strlen( ltrim( $piece ) ) ),
					'length' => strlen( $trimmed ),
				];
			}
		}
		return $units;
	}

	/** "Translations:River/7/cs" -> [ "River", "7", "cs" ] */
	public static function unitOf( Title $title ): ?array {
		if ( $title->getNamespace() !== self::NS_TRANSLATIONS
			|| !preg_match( '#^(.+)/([^/]+)/([a-z]{2,3}(?:-[a-z]+)?)$#', $title->getText(), $m ) ) {
			return null;
		}
		return [ $m[1], $m[2], $m[3] ];
	}

	public static function onGetUserPermissionsErrors( $title, $user, $action, &$result ) {
		if ( $action !== 'edit' && $action !== 'create' ) {
			return true;
		}
		$state = self::load();
		if ( $title->getNamespace() === self::NS_TRANSLATIONS ) {
			$unit = self::unitOf( $title );
			$page = $unit ? ( $state[$unit[0]] ?? null ) : null;
			$known = $page && ( array_key_exists( $unit[1], $page['units'] )
				|| ( $unit[1] === self::DISPLAY_TITLE && $page['title'] ) );
			if ( !$known ) {
				$result = [ 'tpt-unknown-page' ];
				return false;
			}
			if ( !$user->isAllowed( 'translate' ) ) {
				$result = [ 'badaccess-group0' ];
				return false;
			}
			return true;
		}
		if ( preg_match( '#^(.+)/([a-z]{2,3}(?:-[a-z]+)?)$#', $title->getPrefixedText(), $m )
			&& isset( $state[$m[1]] ) ) {
			$result = [ 'tpt-target-page', $m[1] ];
			return false;
		}
		return true;
	}

	public static function onPageSaveComplete( $wikiPage, $user, $summary, $flags, $revisionRecord, $editResult ) {
		$unit = self::unitOf( $wikiPage->getTitle() );
		if ( !$unit || ( $editResult && $editResult->isNullEdit() ) ) {
			return true;
		}
		[ $source, $id, $language ] = $unit;
		$text = $revisionRecord->getContent( SlotRecord::MAIN )->getText();
		$state = self::load();
		$state[$source]['translations'][$id][$language] = true;
		if ( str_contains( $text, self::FUZZY ) ) {
			$state[$source]['fuzzy'][$id][$language] = true;
		} else {
			unset( $state[$source]['fuzzy'][$id][$language] );
		}
		self::save( $state );
		DeferredUpdates::addCallableUpdate( static function () use ( $source, $language ) {
			self::render( $source, $language );
		} );
		return true;
	}

	public static function translation( string $source, string $id, string $language ): ?string {
		$title = Title::newFromText( "Translations:$source/$id/$language" );
		if ( !$title || !$title->exists() ) {
			return null;
		}
		$page = MediaWikiServices::getInstance()->getWikiPageFactory()->newFromTitle( $title );
		return $page->getContent()->getText();
	}

	public static function isFuzzy( array $state, string $source, string $id, string $language,
		?string $translation
	): bool {
		return $translation !== null && ( str_contains( $translation, self::FUZZY )
			|| !empty( $state[$source]['fuzzy'][$id][$language] ) );
	}

	/** Makes SOURCE/LANGUAGE from the units, as the extension's job does. */
	public static function render( string $source, string $language ): void {
		$state = self::load();
		$parts = [];
		foreach ( $state[$source]['units'] as $id => $definition ) {
			$id = (string)$id;
			$translation = self::translation( $source, $id, $language );
			if ( $translation === null ) {
				$parts[] = $definition;
			} elseif ( self::isFuzzy( $state, $source, $id, $language, $translation ) ) {
				$parts[] = "<div class=\"mw-translate-fuzzy\">\n" . str_replace( self::FUZZY, '', $translation )
					. "\n</div>";
			} else {
				$parts[] = $translation;
			}
		}
		$title = Title::newFromText( "$source/$language" );
		$services = MediaWikiServices::getInstance();
		$bot = User::newSystemUser( 'FuzzyBot', [ 'steal' => true ] );
		$updater = $services->getWikiPageFactory()->newFromTitle( $title )->newPageUpdater( $bot );
		$updater->setContent( SlotRecord::MAIN,
			new WikitextContent( "<languages/>\n" . implode( "\n\n", $parts ) ) );
		$updater->saveRevision( CommentStoreComment::newUnsavedComment( 'Stand-in: made from the units' ) );
	}

	public static function onMessagesPreLoad( $title, &$message, $code ) {
		$texts = [
			'Tpt-target-page' => 'Stand-in for Translate: this page is made from the translation units of $1 '
				. 'and cannot be edited.',
			'Tpt-unknown-page' => 'Stand-in for Translate: no page marked for translation has this unit.',
		];
		$key = explode( '/', $title )[0];
		if ( isset( $texts[$key] ) ) {
			$message = $texts[$key];
			return false;
		}
		return true;
	}
}

class KrajinaTranslateStandInMark extends ApiBase {
	public function execute() {
		$this->checkUserRightsAny( 'pagetranslation' );
		$params = $this->extractRequestParams();
		$title = Title::newFromText( $params['title'] );
		if ( !$title || !$title->exists() ) {
			$this->dieWithError( [ 'apierror-missingtitle' ] );
		}
		$services = MediaWikiServices::getInstance();
		$page = $services->getWikiPageFactory()->newFromTitle( $title );
		$text = $page->getContent()->getText();
		$units = KrajinaTranslateStandIn::units( $text );
		if ( !$units ) {
			$this->dieWithError( [ 'rawmessage', 'The page has no <translate> units.' ], 'tpt-notsuitable' );
		}
		// Units without a marker get the next free number, and the page is saved with them.
		$next = 1;
		foreach ( $units as $unit ) {
			if ( $unit['id'] !== null && ctype_digit( $unit['id'] ) ) {
				$next = max( $next, (int)$unit['id'] + 1 );
			}
		}
		$added = [];
		foreach ( $units as $index => $unit ) {
			if ( $unit['id'] === null ) {
				$units[$index]['id'] = (string)$next++;
				$added[] = $index;
			}
		}
		$numbered = $text;
		foreach ( array_reverse( $added ) as $index ) {
			$unit = $units[$index];
			$paragraph = substr( $numbered, $unit['start'], $unit['length'] );
			$lines = explode( "\n", $paragraph );
			if ( preg_match( '/^=+.*=+$/', $lines[0] ) ) {
				$lines[0] .= " <!--T:{$unit['id']}-->";
				$paragraph = implode( "\n", $lines );
			} else {
				$paragraph = "<!--T:{$unit['id']}-->\n" . $paragraph;
			}
			$numbered = substr_replace( $numbered, $paragraph, $unit['start'], $unit['length'] );
		}
		if ( $numbered !== $text ) {
			$updater = $page->newPageUpdater( $this->getUser() );
			$updater->setContent( SlotRecord::MAIN, new WikitextContent( $numbered ) );
			$updater->saveRevision( CommentStoreComment::newUnsavedComment( 'Marked for translation' ) );
		}

		$key = $title->getPrefixedText();
		$state = KrajinaTranslateStandIn::load();
		$before = $state[$key]['units'] ?? null;
		$now = [];
		foreach ( $units as $unit ) {
			$now[$unit['id']] = $unit['text'];
		}
		// The translations of changed units become fuzzy (a tag; their text stays).
		foreach ( $now as $id => $definition ) {
			if ( $before !== null && array_key_exists( $id, $before ) && $before[$id] !== $definition ) {
				foreach ( array_keys( $state[$key]['translations'][$id] ?? [] ) as $language ) {
					$state[$key]['fuzzy'][$id][$language] = true;
				}
			}
		}
		$state[$key]['units'] = $now;
		$state[$key]['title'] = ( $params['translatetitle'] ?? 'yes' ) !== 'no';
		$state[$key]['translations'] ??= [];
		$state[$key]['fuzzy'] ??= [];
		KrajinaTranslateStandIn::save( $state );
		$languages = [];
		foreach ( $state[$key]['translations'] as $perLanguage ) {
			$languages += $perLanguage;
		}
		foreach ( array_keys( $languages ) as $language ) {
			KrajinaTranslateStandIn::render( $key, $language );
		}
		$this->getResult()->addValue( null, $this->getModuleName(), [
			'result' => 'Success',
			'firstmark' => $before === null,
			'unitcount' => count( $now ) + ( $state[$key]['title'] ? 1 : 0 ),
		] );
	}

	public function isWriteMode() {
		return true;
	}

	public function mustBePosted() {
		return true;
	}

	public function needsToken() {
		return 'csrf';
	}

	protected function getAllowedParams() {
		return [
			'title' => [ ParamValidator::PARAM_TYPE => 'string', ParamValidator::PARAM_REQUIRED => true ],
			'translatetitle' => [ ParamValidator::PARAM_TYPE => [ 'yes', 'no' ] ],
		];
	}
}

class KrajinaTranslateStandInMessageCollection extends ApiQueryBase {
	public function __construct( $query, $moduleName ) {
		parent::__construct( $query, $moduleName, 'mc' );
	}

	public function execute() {
		$params = $this->extractRequestParams();
		$state = KrajinaTranslateStandIn::load();
		$source = str_starts_with( $params['group'], 'page-' ) ? substr( $params['group'], 5 ) : null;
		if ( $source === null || !isset( $state[$source] ) ) {
			$this->dieWithError( [ 'apierror-badparameter', 'mcgroup' ] );
		}
		$language = $params['language'];
		$definitions = [];
		if ( $state[$source]['title'] ) {
			$definitions[KrajinaTranslateStandIn::DISPLAY_TITLE] = $source;
		}
		foreach ( $state[$source]['units'] as $id => $definition ) {
			$definitions[(string)$id] = $definition;
		}
		$ids = array_map( 'strval', array_keys( $definitions ) );
		$offset = (int)$params['offset'];
		$slice = array_slice( $ids, $offset, $params['limit'] );
		$props = array_flip( $params['prop'] );
		$result = $this->getResult();
		foreach ( $slice as $id ) {
			$translation = KrajinaTranslateStandIn::translation( $source, $id, $language );
			$fuzzy = KrajinaTranslateStandIn::isFuzzy( $state, $source, $id, $language, $translation );
			$data = [ 'key' => str_replace( ' ', '_', "$source/$id" ) ];
			if ( isset( $props['definition'] ) ) {
				$data['definition'] = $definitions[$id];
			}
			if ( isset( $props['translation'] ) ) {
				$data['translation'] = $translation === null
					? null : str_replace( KrajinaTranslateStandIn::FUZZY, '', $translation );
			}
			if ( isset( $props['tags'] ) ) {
				$data['tags'] = $fuzzy ? [ 'fuzzy' ] : [];
			}
			if ( isset( $props['properties'] ) ) {
				$data['properties'] = [
					'status' => $translation === null ? 'untranslated' : ( $fuzzy ? 'fuzzy' : 'translated' ),
				];
			}
			$data['title'] = "Translations:$source/$id/$language";
			$data['targetLanguage'] = $language;
			$result->addValue( [ 'query', $this->getModuleName() ], null, $data );
		}
		if ( $offset + count( $slice ) < count( $ids ) ) {
			$this->setContinueEnumParameter( 'offset', (string)( $offset + count( $slice ) ) );
		}
	}

	public function getCacheMode( $params ) {
		return 'private';
	}

	protected function getAllowedParams() {
		return [
			'group' => [ ParamValidator::PARAM_TYPE => 'string', ParamValidator::PARAM_REQUIRED => true ],
			'language' => [ ParamValidator::PARAM_TYPE => 'string', ParamValidator::PARAM_DEFAULT => 'en' ],
			'limit' => [
				ParamValidator::PARAM_TYPE => 'limit',
				ParamValidator::PARAM_DEFAULT => 500,
				IntegerDef::PARAM_MIN => 1,
				IntegerDef::PARAM_MAX => ApiBase::LIMIT_BIG2,
				IntegerDef::PARAM_MAX2 => ApiBase::LIMIT_BIG2,
			],
			'offset' => [ ParamValidator::PARAM_TYPE => 'string', ParamValidator::PARAM_DEFAULT => '' ],
			'prop' => [
				ParamValidator::PARAM_TYPE => [ 'definition', 'translation', 'tags', 'properties' ],
				ParamValidator::PARAM_DEFAULT => 'definition|translation',
				ParamValidator::PARAM_ISMULTI => true,
			],
			'filter' => [ ParamValidator::PARAM_TYPE => 'string', ParamValidator::PARAM_ISMULTI => true ],
		];
	}
}
